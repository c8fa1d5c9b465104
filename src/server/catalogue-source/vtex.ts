import { catalogueFromSearchProducts } from '../../catalogue/from-search-product'
import type { Catalogue } from '../../catalogue/model'
import type { CatalogueSource } from '../../catalogue/source'
import type { ProductSearchResponse, SearchProduct } from '../../contracts/search'
import { readSearchProducts } from '../../contracts/search-read'
import { storeConfig } from '../../config/store'
import type { VtexConfig } from '../vtex/config'
import { TRADE_POLICY_FACET } from '../vtex/search-dialect'

/** Intelligent Search under the account's host (intelligent-search-api.json `servers`). */
export const INTELLIGENT_SEARCH_PATH = '/api/io/_v/api/intelligent-search'
/** Products asked per product_search page while the catalogue is read. */
export const CATALOGUE_PAGE_SIZE = 50
/** Pages read at most (VTEX answers at most this deep; a larger catalogue needs the catalogue export API). */
export const CATALOGUE_MAX_PAGES = 1_000
export const CATALOGUE_REQUEST_TIMEOUT_MS = 30_000

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/**
 * The platform's catalogue, read through Intelligent Search: every page of
 * product_search in the store's trade policy (unavailable items included),
 * read as the document allows (search-read.ts) and mapped to the catalogue model.
 */
export class VtexCatalogueSource implements CatalogueSource {
  readonly name = 'vtex'

  constructor(
    private readonly vtex: VtexConfig,
    private readonly fetchFn: FetchFn = fetch,
  ) {}

  private async page(page: number): Promise<{ products: SearchProduct[]; recordsFiltered: number; listed: number }> {
    // The store's sales channel is the document's required first facet.
    const url = new URL(`${this.vtex.baseUrl}${INTELLIGENT_SEARCH_PATH}/product_search/${TRADE_POLICY_FACET}/${storeConfig.salesChannel}`)
    url.searchParams.set('page', String(page))
    url.searchParams.set('count', String(CATALOGUE_PAGE_SIZE))
    url.searchParams.set('hideUnavailableItems', 'false')
    url.searchParams.set('locale', storeConfig.locale)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.vtex.appKey) headers['x-vtex-api-appkey'] = this.vtex.appKey
    if (this.vtex.appToken) headers['x-vtex-api-apptoken'] = this.vtex.appToken
    const response = await this.fetchFn(url.toString(), { headers, signal: AbortSignal.timeout(CATALOGUE_REQUEST_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`VTEX product_search page ${page} answered ${response.status}`)
    const body = (await response.json()) as Partial<Record<keyof ProductSearchResponse, unknown>> | null
    if (!Array.isArray(body?.products)) throw new Error(`VTEX product_search page ${page}: the answer has no products list`)
    const total = Number(body.recordsFiltered ?? 0)
    return { products: readSearchProducts(body.products), recordsFiltered: Number.isFinite(total) ? total : 0, listed: body.products.length }
  }

  async load(): Promise<Catalogue> {
    const products: SearchProduct[] = []
    for (let page = 1; page <= CATALOGUE_MAX_PAGES; page++) {
      const answer = await this.page(page)
      products.push(...answer.products)
      // A page is the last when it lists fewer than asked (counting the products that could not be read).
      if (answer.listed < CATALOGUE_PAGE_SIZE || products.length >= answer.recordsFiltered) break
    }
    return catalogueFromSearchProducts(products)
  }
}
