import fs from 'node:fs'
import path from 'node:path'
import { BROWSER_STAND_INS } from '../browser-stand-ins'
import manifestPathname, { DEFAULT_MANIFEST_FILE } from '../manifest-pathname'
import { webAppManifestOptions } from '../web-app-manifest'

const gatsbyModule = (request: string): string => require.resolve(request, { paths: [require.resolve('gatsby/package.json')] })
const real = {
  partytown: gatsbyModule('gatsby/dist/internal-plugins/partytown/gatsby-browser.js'),
  manifestPathname: require.resolve('gatsby-plugin-manifest/get-manifest-pathname.js'),
}

describe('the browser bundle’s stand-ins', () => {
  it('each matches the module it stands in for, and its file exists', () => {
    const [partytown, manifest] = BROWSER_STAND_INS
    expect(partytown.module.test(real.partytown)).toBe(true)
    expect(manifest.module.test(real.manifestPathname)).toBe(true)
    for (const { standIn } of BROWSER_STAND_INS) expect(fs.existsSync(path.resolve(__dirname, '..', standIn))).toBe(true)
    // Nothing else of Gatsby's is replaced.
    expect(partytown.module.test(gatsbyModule('gatsby/dist/internal-plugins/partytown/gatsby-ssr.js'))).toBe(false)
    expect(manifest.module.test(require.resolve('gatsby-plugin-manifest/gatsby-browser.js'))).toBe(false)
  })

  it('Partytown’s browser hook does nothing outside development (what the empty stand-in relies on)', () => {
    const source = fs.readFileSync(real.partytown, 'utf8')
    expect(source).toMatch(/exports\.onInitialClientRender/)
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/)
  })

  it('the manifest helper stands in for a pathname rule the store does not use: no localized manifests', () => {
    for (const variant of ['consumer', 'business'] as const) expect(webAppManifestOptions(variant)).not.toHaveProperty('localize')
    expect(manifestPathname()).toBe(DEFAULT_MANIFEST_FILE)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { default: realPathname } = require(real.manifestPathname) as { default: (pathname: string, localized?: unknown) => string }
    expect(realPathname('/esportes/corrida')).toBe(DEFAULT_MANIFEST_FILE)
  })
})
