import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SEARCH_RESULTS_SLOT, SEARCH_RESULTS_SLOT_ATTRIBUTE } from '../../contracts/server-regions'
import { serverRegionModulePath } from '../../contracts/server-regions'

const SLOT = `${SEARCH_RESULTS_SLOT_ATTRIBUTE}="${SEARCH_RESULTS_SLOT}"`
export const SEARCH_PAGE_FOOTER = `<footer><div>${'Arena Esportes '.repeat(100)}</div></footer>`
/** The build's static /pesquisa page: a placeholder in the results slot. */
export const STATIC_SEARCH_PAGE = `<!doctype html><html lang="pt-BR"><head><title>Pesquisa</title></head><body><div id="___gatsby"><header><div>menu</div></header><main><div ${SLOT}><div class="listing" aria-busy="true"><div class="skeleton"><div></div></div></div></div>${SEARCH_PAGE_FOOTER}</main></div><script src="/app.js"></script></body></html>`

/**
 * The compiled region module stands in for the build's (src/ssr/search-region.tsx,
 * which only Gatsby's renderer can compile): it asks the server's search API
 * through the fetch the server gives it (available products only when the
 * address has `disponiveis=1`), counts its renders (searchRegionRenders) and
 * fails for the term 'falha'.
 */
export const FAKE_SEARCH_REGION = `
exports.renderSearchRegion = async function ({ search, fetch }) {
  const q = new URLSearchParams(search).get('q')
  if (!q) return null
  if (q === 'falha') throw new Error('search unavailable')
  globalThis.__searchRegionRenders = (globalThis.__searchRegionRenders || 0) + 1
  const available = new URLSearchParams(search).get('disponiveis') === '1' ? '&hideUnavailableItems=true' : ''
  const response = await fetch('/api/intelligent-search/product_search?query=' + encodeURIComponent(q) + '&count=3' + available, { method: 'GET', headers: {} })
  const body = await response.json()
  const names = body.products.map((p) => '<li>' + p.productName + '</li>').join('')
  return { html: '<ul class="results">' + names + '</ul><p>' + body.recordsFiltered + ' produtos</p>', seedScript: '<script type="application/json" id="search-seed">{"total":' + body.recordsFiltered + '}</script>' }
}
`

/** A build folder with the static results page, a 404 page and the fake results region; env for the test server. */
export function writeSearchPageBuild(): { root: string; env: { PUBLIC_DIR: string; GATSBY_CACHE_DIR: string } } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-page-'))
  const publicDir = path.join(root, 'public')
  const cacheDir = path.join(root, '.cache')
  fs.mkdirSync(path.join(publicDir, 'pesquisa'), { recursive: true })
  fs.writeFileSync(path.join(publicDir, 'pesquisa', 'index.html'), STATIC_SEARCH_PAGE)
  fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><html><body>404</body></html>')
  const modulePath = serverRegionModulePath(cacheDir, 'search-region')
  fs.mkdirSync(path.dirname(modulePath), { recursive: true })
  fs.writeFileSync(modulePath, FAKE_SEARCH_REGION)
  return { root, env: { PUBLIC_DIR: publicDir, GATSBY_CACHE_DIR: cacheDir } }
}

/** The product names the fake region put into a rendered page. */
export function renderedProductNames(html: string): string[] {
  return [...html.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1])
}

/** How many pages the fake region has rendered in this process. */
export function searchRegionRenders(): number {
  return (globalThis as { __searchRegionRenders?: number }).__searchRegionRenders ?? 0
}
