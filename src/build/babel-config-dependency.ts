import path from 'node:path'

/** The repository's Babel config (Gatsby's preset with package.json's targets, decision record 0038). */
export const BABEL_CONFIG_FILE = 'babel.config.json'

interface FilesystemCache {
  type: 'filesystem'
  buildDependencies?: Record<string, string[]>
}

/**
 * The config with the Babel config file among its persistent cache's build dependencies: Gatsby lists only the
 * plugins' gatsby-node files there, so a change to the Babel config alone would leave every module webpack had
 * cached compiled the old way. A config without a filesystem cache is returned as it is.
 */
export function withBabelConfigDependency<C extends object>(config: C, root: string): C {
  const cache = (config as { cache?: unknown }).cache as FilesystemCache | false | undefined
  if (!cache || cache.type !== 'filesystem') return config
  const buildDependencies = { ...cache.buildDependencies, babel: [path.join(root, BABEL_CONFIG_FILE)] }
  return { ...config, cache: { ...cache, buildDependencies } }
}
