import { BROWSER_OUTPUT_ECMA, BROWSER_WEBPACK_TARGET, withBrowserOutputTarget } from '../browser-output'
import packageJson from '../../../package.json'

/** browserslist as Gatsby resolves its targets. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const browserslist = require(require.resolve('browserslist', { paths: [require.resolve('gatsby/package.json')] })) as (queries: string[]) => string[]

describe('the browser bundle’s output version', () => {
  it('replaces Gatsby’s ES5 target and keeps the rest of the config', () => {
    const config = { mode: 'production', target: ['web', 'es5'], optimization: { splitChunks: { chunks: 'all' } } }
    const next = withBrowserOutputTarget(config)
    expect(next.target).toEqual(['web', 'es2020'])
    expect(next.target).toEqual([...BROWSER_WEBPACK_TARGET])
    expect(next.optimization).toBe(config.optimization)
    expect(config.target).toEqual(['web', 'es5'])
  })

  it('is ES2020, which every browser of package.json’s browserslist runs', () => {
    expect(BROWSER_OUTPUT_ECMA).toBe(2020)
    // ES2020's optional chaining and nullish coalescing came last: Chrome 80, Safari 13.1, Firefox 74, Samsung 13.
    const oldest: Record<string, number> = { chrome: 80, edge: 80, safari: 13.1, ios_saf: 13.4, firefox: 74, samsung: 13, opera: 67, and_chr: 80, and_ff: 79 }
    const browsers = browserslist(packageJson.browserslist)
    const known = browsers.filter((entry) => entry.split(' ')[0] in oldest)
    expect(known.length).toBeGreaterThan(0)
    for (const entry of known) {
      const [name, version] = entry.split(' ')
      expect({ entry, supported: parseFloat(version) >= oldest[name] }).toEqual({ entry, supported: true })
    }
  })
})
