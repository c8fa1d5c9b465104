import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { SEARCH_RESULTS_SLOT, SEARCH_RESULTS_SLOT_ATTRIBUTE } from '../../components/listing/search-seed'
import { serverRegionModulePath } from '../../ssr/regions'
import { spliceSearchRegion } from '../http/search-page'
import { getRaw, startTestServer, type TestServer } from '../test-support/server'

const SLOT = `${SEARCH_RESULTS_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_SLOT}"`
const FOOTER = `<footer><div>${'Arena Esportes '.repeat(100)}</div></footer>`
const STATIC_PAGE = `<!doctype html><html lang="pt-BR"><head><title>Pesquisa</title></head><body><div id="___gatsby"><header><div>menu</div></header><main><div ${SLOT}><div class="listing" aria-busy="true"><div class="skeleton"><div></div></div></div></div>${FOOTER}</main></div><script src="/app.js"></script></body></html>`

describe('spliceSearchRegion', () => {
  const region = { html: '<div class="listing"><p>24 produtos</p></div>', seedScript: '<script type="application/json" id="search-seed">{}</script>' }

  it('replaces the whole placeholder in the slot (nested divs included) and leaves the rest as it was', () => {
    const page = spliceSearchRegion(STATIC_PAGE, region)
    expect(page).toBe(
      `<!doctype html><html lang="pt-BR"><head><title>Pesquisa</title></head><body><div id="___gatsby"><header><div>menu</div></header><main><div ${SLOT}>${region.html}</div>${FOOTER}</main></div><script src="/app.js"></script>${region.seedScript}</body></html>`,
    )
  })

  it('gives null for a page without the slot or with an unclosed slot', () => {
    expect(spliceSearchRegion('<html><body><div>x</div></body></html>', region)).toBeNull()
    expect(spliceSearchRegion(`<html><body><div ${SLOT}><div></body></html>`, region)).toBeNull()
  })
})

/**
 * The compiled region module stands in for the build's (src/ssr/search-region.tsx,
 * which only Gatsby's renderer can compile): it asks the real search API through
 * the fetch the server gives it, and fails for the term 'falha'.
 */
const FAKE_REGION = `
exports.renderSearchRegion = async function ({ search, fetch }) {
  const q = new URLSearchParams(search).get('q')
  if (!q) return null
  if (q === 'falha') throw new Error('search unavailable')
  const response = await fetch('/api/intelligent-search/product_search?query=' + encodeURIComponent(q) + '&count=3', { method: 'GET', headers: {} })
  const body = await response.json()
  const names = body.products.map((p) => '<li>' + p.productName + '</li>').join('')
  return { html: '<ul class="results">' + names + '</ul><p>' + body.recordsFiltered + ' produtos</p>', seedScript: '<script type="application/json" id="search-seed">{"total":' + body.recordsFiltered + '}</script>' }
}
`

describe('the results page rendered by the server', () => {
  let server: TestServer
  let root: string

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-page-'))
    const publicDir = path.join(root, 'public')
    const cacheDir = path.join(root, '.cache')
    fs.mkdirSync(path.join(publicDir, 'pesquisa'), { recursive: true })
    fs.writeFileSync(path.join(publicDir, 'pesquisa', 'index.html'), STATIC_PAGE)
    fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html><body>404</body></html>')
    const modulePath = serverRegionModulePath(cacheDir, 'search-region')
    fs.mkdirSync(path.dirname(modulePath), { recursive: true })
    fs.writeFileSync(modulePath, FAKE_REGION)
    server = await startTestServer({ serveSite: true, catalogSize: 200, env: { PUBLIC_DIR: publicDir, GATSBY_CACHE_DIR: cacheDir } })
  })

  afterAll(async () => {
    await server.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('puts the first results of q into the page, with their seed, uncached', async () => {
    const response = await fetch(`${server.baseUrl}/pesquisa?q=bola`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('etag')).toBeNull()
    const html = await response.text()
    const names = [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1])
    expect(names).toHaveLength(3)
    for (const name of names) expect(name.toLowerCase()).toContain('bola')
    expect(html).not.toContain('aria-busy')
    expect(html).toMatch(/<script type="application\/json" id="search-seed">\{"total":\d+\}<\/script><\/body>/)
    expect(html).toContain(FOOTER)
  })

  it('compresses the rendered page for clients that accept it', async () => {
    const raw = await getRaw(`${server.baseUrl}/pesquisa?q=bola`, { 'accept-encoding': 'br' })
    expect(raw.encoding).toBe('br')
    expect(zlib.brotliDecompressSync(raw.body).toString()).toContain('id="search-seed"')
  })

  it('sends the static page when the address asks for nothing or the results cannot be had', async () => {
    for (const address of ['/pesquisa', '/pesquisa?sort=price_asc', '/pesquisa?q=falha']) {
      const response = await fetch(`${server.baseUrl}${address}`)
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(STATIC_PAGE)
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    }
  })
})
