import fs from 'node:fs'
import path from 'node:path'
import { GATSBY_TOOLING_NAMES, isStableDefinition, stableDefinitions, withStableEnvDefinitions } from '../stable-env-definitions'

const root = path.resolve(__dirname, '../../..')

/** Gatsby's own definitions for the HTML renderer. */
const GATSBY_OWN_DEFINITIONS = {
  __BASE_PATH__: '""',
  __PATH_PREFIX__: '""',
  __TRAILING_SLASH__: '"never"',
  'process.env.NODE_ENV': '"production"',
  'process.env.PUBLIC_DIR': '"/site/public"',
  'process.env.BUILD_STAGE': '"build-html"',
  'process.env.CYPRESS_SUPPORT': 'undefined',
  'process.env.GATSBY_QUERY_ON_DEMAND': 'false',
}

/** Gatsby's definitions for the HTML renderer: its own, then every variable of the environment it was started in. */
function rendererDefinitions(env: Record<string, string>): Record<string, string> {
  return {
    ...GATSBY_OWN_DEFINITIONS,
    ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
  }
}

const storeEnv = { PATH: '/usr/bin', HOME: '/root', DATA_DIR: '/data', GATSBY_STORE_VARIANT: 'consumer', GATSBY_TRAILING_SLASH: 'never', GATSBY_CPU_COUNT: '3' }

describe('stable environment definitions', () => {
  it('gives a hand build and a publishing build the same names, so webpack keeps its cache', () => {
    const byHand = rendererDefinitions({ ...storeEnv, npm_lifecycle_event: 'build', npm_config_cache: '/root/.npm', OLDPWD: '/' })
    const byServer = rendererDefinitions({
      ...storeEnv,
      PORT: '9000',
      BUILDS_DIR: '/data/builds',
      PUBLISH_SIGNING_SECRET: 'x'.repeat(64),
      PUBLISH_BUILD_REPORT: '/data/builds/logs/7.report.json',
      GATSBY_TELEMETRY_DISABLED: '1',
    })
    expect(Object.keys(byHand)).not.toEqual(Object.keys(byServer))
    expect(Object.keys(stableDefinitions(byServer))).toEqual(Object.keys(stableDefinitions(byHand)))
  })

  it("keeps Gatsby's own definitions and the store's GATSBY_* variables, and drops the rest", () => {
    const kept = stableDefinitions(rendererDefinitions(storeEnv))
    expect(kept).toEqual({
      ...GATSBY_OWN_DEFINITIONS,
      'process.env.GATSBY_STORE_VARIANT': '"consumer"',
      'process.env.GATSBY_TRAILING_SLASH': '"never"',
    })
  })

  it("rewrites the definitions of the configuration's DefinePlugins only", () => {
    class DefinePlugin {
      constructor(public definitions: Record<string, unknown>) {}
    }
    class OtherPlugin {
      definitions = { 'process.env.DATA_DIR': '"/data"' }
    }
    const config = { plugins: [new DefinePlugin(rendererDefinitions(storeEnv)), new OtherPlugin()] }
    expect(withStableEnvDefinitions(config)).toBe(config)
    expect(Object.keys((config.plugins[0] as DefinePlugin).definitions)).not.toContain('process.env.DATA_DIR')
    expect((config.plugins[1] as OtherPlugin).definitions).toEqual({ 'process.env.DATA_DIR': '"/data"' })
  })

  it('keeps every process.env variable the bundled code names (browser, pages, rendering)', () => {
    const folders = ['src/analytics', 'src/app', 'src/catalogue', 'src/commerce', 'src/components', 'src/config', 'src/contracts', 'src/lib', 'src/pages', 'src/sdk', 'src/ssr', 'src/templates', 'cms-schemas']
    const files = [
      ...folders.flatMap((folder) =>
        fs
          .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.tsx?$/.test(file) && !file.includes('__tests__') && !/\.test\.tsx?$/.test(file))
          .map((file) => path.join(root, folder, file)),
      ),
      path.join(root, 'gatsby-browser.tsx'),
      path.join(root, 'gatsby-ssr.tsx'),
    ]
    const names = new Set(files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1])))
    expect(names.size).toBeGreaterThan(5)
    expect([...names].filter((name) => !isStableDefinition(`process.env.${name}`))).toEqual([])
    for (const name of GATSBY_TOOLING_NAMES) expect(names.has(name)).toBe(false)
  })
})
