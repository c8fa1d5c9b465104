/**
 * Gatsby hands webpack's DefinePlugin `process.env.<NAME>` for variables of
 * the environment of whoever started the build: every variable in the HTML
 * renderer's compilation, every GATSBY_ one in the browser bundle's. Webpack
 * makes every module depend on the *set of names* defined (the DefinePlugin
 * cache version digests them), so a build started with one more variable
 * misses webpack's cache for every module of that compilation. The publishing
 * server's builds had its own (PORT, DATA_DIR, BUILDS_DIR, the build report's
 * path, GATSBY_TELEMETRY_DISABLED…), a build run by hand has npm's npm_*: the
 * first publish after a deploy recompiled both bundles (33 s and 27 s on a
 * loaded 2-core machine) into the same output (decision record 0018).
 *
 * Kept: Gatsby's own definitions (`__PATH_PREFIX__`…, and the process.env
 * names it sets itself), and GATSBY_* variables, the ones the store's code
 * reads, but for those that configure Gatsby's tooling. Any other
 * `process.env.NAME` in bundled code is read at run time instead (the store's
 * browser and rendering code reads only GATSBY_* and NODE_ENV; checked by
 * the test of this module).
 */

const ENV_PREFIX = 'process.env.'

/** The process.env names Gatsby defines from its own state, whatever the environment. */
const GATSBY_OWN_NAMES = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT', 'GATSBY_QUERY_ON_DEMAND'])

/** GATSBY_* variables that tune Gatsby's tooling and that no bundled code reads. */
export const GATSBY_TOOLING_NAMES: ReadonlySet<string> = new Set(['GATSBY_TELEMETRY_DISABLED', 'GATSBY_CPU_COUNT'])

export function isStableDefinition(key: string): boolean {
  if (!key.startsWith(ENV_PREFIX)) return true
  const name = key.slice(ENV_PREFIX.length)
  if (GATSBY_OWN_NAMES.has(name)) return true
  return name.startsWith('GATSBY_') && !GATSBY_TOOLING_NAMES.has(name)
}

export function stableDefinitions<T>(definitions: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(definitions).filter(([key]) => isStableDefinition(key)))
}

interface DefinePluginLike {
  constructor: { name: string }
  definitions: Record<string, unknown>
}

const isDefinePlugin = (plugin: unknown): plugin is DefinePluginLike =>
  typeof plugin === 'object' &&
  plugin !== null &&
  plugin.constructor.name === 'DefinePlugin' &&
  typeof (plugin as { definitions?: unknown }).definitions === 'object'

/** A webpack configuration (structural type) whose DefinePlugins keep only the stable definitions. */
export function withStableEnvDefinitions<C extends { plugins?: unknown[] }>(config: C): C {
  for (const plugin of config.plugins ?? []) {
    if (isDefinePlugin(plugin)) plugin.definitions = stableDefinitions(plugin.definitions)
  }
  return config
}
