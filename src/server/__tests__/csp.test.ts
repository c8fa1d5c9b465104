import crypto from 'node:crypto'
import { serverRegionModulePath } from '../../contracts/server-regions'
import { fakePage, writeFakeSite, type FakeSite } from '../test-support/fake-site'
import { FAKE_SEARCH_REGION, STATIC_SEARCH_PAGE } from '../test-support/search-page-fixture'
import { startTestServer, type TestServer } from '../test-support/server'

const HOME_SCRIPTS = ['window.___webpackCompilationHash="abc";', '(function(){window.pagePath="/"})()']
const STORES_SCRIPTS = ['window.pagePath="/lojas/";']
const SEARCH_SCRIPT = 'window.pagePath="/pesquisa/";'
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}'

const hashOf = (script: string) => `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`

function directive(csp: string | undefined, name: string): string[] {
  const found = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)
  return found ? found.slice(1) : []
}

let server: TestServer
let site: FakeSite

const SITE_FILES = {
  'index.html': fakePage(`Início<script type="application/ld+json">${JSON_LD}</script>`, HOME_SCRIPTS),
  'lojas/index.html': fakePage('Lojas', STORES_SCRIPTS),
  '404.html': fakePage('Página não encontrada', []),
  // The results page: the static page with one inline script of Gatsby's, rendered per request with its seed.
  'pesquisa/index.html': STATIC_SEARCH_PAGE.replace('</body>', `<script>${SEARCH_SCRIPT}</script></body>`),
}

/** A page as the browser gets it. */
const page = (urlPath: string) => fetch(`${server.baseUrl}${urlPath}`)

describe('strict Content-Security-Policy: the hashes of each page’s inline scripts, never unsafe-inline', () => {

  beforeAll(async () => {
    const regionModule = serverRegionModulePath('', 'search-region').replace(/^\//, '')
    site = writeFakeSite(SITE_FILES, { [regionModule]: FAKE_SEARCH_REGION })
    server = await startTestServer({
      serveSite: true,
      env: { ...site.env, CSP_CONNECT_SOURCES: 'https://o1.ingest.sentry.io, https://api2.amplitude.com' },
    })
  })

  afterAll(async () => {
    await server.close()
    site.remove()
  })

  it('a page allows exactly its own inline scripts (by SHA-256) and this origin’s files', async () => {
    const csp = (await page('/')).headers.get('content-security-policy') ?? undefined
    const scriptSrc = directive(csp, 'script-src')
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc.sort()).toEqual(["'self'", ...HOME_SCRIPTS.map(hashOf)].sort())
    // A data block (JSON-LD) is not a script the browser runs: no hash needed.
    expect(scriptSrc).not.toContain(hashOf(JSON_LD))
  })

  it('each page has its own hashes', async () => {
    const csp = (await page('/lojas/')).headers.get('content-security-policy') ?? undefined
    expect(directive(csp, 'script-src').sort()).toEqual(["'self'", ...STORES_SCRIPTS.map(hashOf)].sort())
  })

  it('the 404 page and the server-rendered results page are strict too', async () => {
    const missing = await page('/nao-existe')
    expect(missing.status).toBe(404)
    expect(directive(missing.headers.get('content-security-policy') ?? undefined, 'script-src')).toEqual(["'self'"])

    const rendered = await page('/pesquisa?q=bola')
    const html = await rendered.text()
    expect(html).toContain('id="search-seed"')
    const scriptSrc = directive(rendered.headers.get('content-security-policy') ?? undefined, 'script-src')
    expect(scriptSrc.sort()).toEqual(["'self'", hashOf(SEARCH_SCRIPT)].sort())
  })

  it('the login page runs only this origin’s script', async () => {
    const login = await fetch(`${server.baseUrl}/login?returnUrl=/conta`, { redirect: 'manual' })
    expect(login.status).toBe(200)
    expect(directive(login.headers.get('content-security-policy') ?? undefined, 'script-src')).toEqual(["'self'"])
  })

  it('connect-src takes the origins configured (Sentry, Amplitude…); workers stay allowed from this origin', async () => {
    const csp = (await page('/')).headers.get('content-security-policy') ?? undefined
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://o1.ingest.sentry.io', 'https://api2.amplitude.com'])
    expect(directive(csp, 'worker-src')).toEqual(["'self'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    // The embedded store's pictures are its own (and the CMS's).
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.ctfassets.net'])
  })
})

describe('the Content-Security-Policy in VTEX mode: the account’s image hosts and its payment gateway', () => {
  let vtexServer: TestServer
  let vtexSite: FakeSite

  beforeAll(async () => {
    vtexSite = writeFakeSite({ 'index.html': fakePage('Início', HOME_SCRIPTS), '404.html': fakePage('Página não encontrada', []) })
    vtexServer = await startTestServer({ serveSite: true, env: { ...vtexSite.env, COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'lojaarena' } })
  })

  afterAll(async () => {
    await vtexServer.close()
    vtexSite.remove()
  })

  it('pages may show the account’s product pictures (vtexassets, vteximg) and send a card to its gateway; nothing else is opened', async () => {
    const csp = (await fetch(`${vtexServer.baseUrl}/`)).headers.get('content-security-policy') ?? undefined
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://images.ctfassets.net', 'https://lojaarena.vtexassets.com', 'https://*.vteximg.com.br'])
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://lojaarena.vtexpayments.com.br'])
    expect(directive(csp, 'script-src').sort()).toEqual(["'self'", ...HOME_SCRIPTS.map(hashOf)].sort())
  })
})
