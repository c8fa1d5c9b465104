import { createHash, randomUUID } from 'node:crypto'
import { SEARCH_SORTS, type SearchSort } from '../../../config/constants'
import type { Catalogue, Product } from '../../../catalogue/model'
import { SearchEngine, type FacetResult, type SearchOutcome } from '../../../catalogue/search/engine'
import { FACET_NAMES, facetPath, type SelectedFacet } from '../../../catalogue/search/facet-keys'
import {
  AUTOCOMPLETE_CACHE_ENTRIES,
  AUTOCOMPLETE_CACHE_MS,
  AUTOCOMPLETE_PRODUCTS_MAX,
  AUTOCOMPLETE_TERMS_MAX,
  FACET_CACHE_ENTRIES,
  SEARCH_SUGGESTIONS_MAX,
  TOP_SEARCHES_COUNT,
  TOP_SEARCH_PRODUCTS_MAX,
} from './limits'
import { listingProduct } from '../../../catalogue/search/product-mapper'
import type { QueryLog } from './query-log'
import { SearchIndex, productPricing } from '../../../catalogue/search/search-index'
import { vtexSortName } from '../../../catalogue/search/sorts'
import { Suggester } from './suggestions'
import { cleanTerm, meaningfulWords } from '../../../catalogue/search/text'
import type { ProductIdentifierField } from '../../../catalogue/search/id-query'

/** Placeholder replaced by pre-serialised product JSON when a body is rendered. */
const RAW = `__raw_products_${randomUUID().replace(/-/g, '')}_`

/**
 * The searchId of an answer: a UUID made from its key (request and index
 * generation), so that one search over one state of the catalogue has one id
 * and its answer can be made once and sent many times (decision record 0019).
 */
export function searchIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex')
  // Shaped as a version-5-style UUID (name-based): 8-4-4-4-12 hexadecimal digits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A response body whose product lists are spliced in as pre-serialised JSON. */
export interface RenderedBody {
  json: Buffer | string
}

const OPEN = Buffer.from('[')
const CLOSE = Buffer.from(']')
const COMMA = Buffer.from(',')

export interface ProductSearchParams {
  query: string
  selected: SelectedFacet[]
  sort: SearchSort
  page: number
  count: number
  hideUnavailableItems: boolean
  salesChannel: string
}

export interface ProductSearchResult extends RenderedBody {
  total: number
  outcome: SearchOutcome
}

/**
 * The search engine of the store: index, query engine, suggestions and the
 * query log, plus rendering of the Intelligent Search response bodies.
 */
export class SearchService {
  readonly index: SearchIndex
  readonly engine: SearchEngine
  readonly suggester: Suggester
  readonly log: QueryLog
  readonly buildMs: number
  /**
   * One more each time stock changes what the index answers (availability,
   * prices): an answer made at one generation is never served at another.
   */
  private answersGeneration: number
  private readonly productJson: Array<Buffer | undefined>
  private readonly autocompleteCache = new Map<string, { at: number; body: Buffer }>()
  private skuDocs: Map<string, number> | null = null
  private readonly facetCache = new Map<string, Buffer>()
  private warmTimer: NodeJS.Immediate | null = null

  /**
   * Indexes the catalogue (its products become the service's: stock changes
   * are applied to them). A service that replaces another starts at a later
   * generation, so no answer of the old one is served as its own.
   */
  constructor(catalogue: Catalogue, log: QueryLog, firstGeneration = 0) {
    const started = performance.now()
    this.answersGeneration = firstGeneration
    this.index = new SearchIndex(catalogue)
    this.engine = new SearchEngine(this.index)
    this.suggester = new Suggester(this.index, this.engine)
    this.log = log
    this.productJson = new Array<Buffer | undefined>(this.index.size)
    this.buildMs = performance.now() - started
  }

  /** Stops the background serialisation (a replaced service; the query log goes on). */
  stopWarmUp(): void {
    if (this.warmTimer) clearImmediate(this.warmTimer)
    this.warmTimer = null
  }

  /** Stops the background serialisation and writes the query log's pending entries. */
  close(): void {
    this.stopWarmUp()
    this.log.close()
  }

  /**
   * Serialises every product in the background (small slices between
   * requests), most popular first, so listings do not pay for it later.
   */
  warmUp(sliceSize = 200): void {
    const order = this.index.order('orders_desc')
    let next = 0
    const step = () => {
      const end = Math.min(next + sliceSize, order.length)
      for (; next < end; next++) this.productJsonOf(order[next])
      this.warmTimer = next < order.length ? setImmediate(step) : null
    }
    this.warmTimer = setImmediate(step)
  }

  /** UTF-8 JSON of one product in the Intelligent Search shape (cached). */
  productJsonOf(doc: number): Buffer {
    let json = this.productJson[doc]
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(listingProduct(this.index.product(doc), this.index.lookups)))
      this.productJson[doc] = json
    }
    return json
  }

  /**
   * Renders a body to UTF-8 JSON; placeholder `rawList(i)` becomes the product
   * list `parts[i]` (document numbers) or the raw JSON `parts[i]` (a Buffer).
   * Products are copied from their cached bytes, never re-serialised.
   */
  render(body: unknown, parts: Array<number[] | Buffer> = []): Buffer {
    const json = JSON.stringify(body)
    const chunks: Buffer[] = []
    let from = 0
    parts.forEach((part, i) => {
      const marker = `"${RAW}${i}"`
      const at = json.indexOf(marker, from)
      if (at < 0) return
      chunks.push(Buffer.from(json.slice(from, at)))
      if (Buffer.isBuffer(part)) chunks.push(part)
      else {
        chunks.push(OPEN)
        part.forEach((doc, j) => {
          if (j > 0) chunks.push(COMMA)
          chunks.push(this.productJsonOf(doc))
        })
        chunks.push(CLOSE)
      }
      from = at + marker.length
    })
    chunks.push(Buffer.from(json.slice(from)))
    return Buffer.concat(chunks)
  }

  /** Placeholder of product list i in a body passed to render(). */
  rawList(i: number): string {
    return `${RAW}${i}`
  }

  /** Most popular available products, in order. */
  bestSellers(limit: number, accept: (doc: number) => boolean = () => true): number[] {
    const out: number[] = []
    const order = this.index.order('orders_desc')
    for (let i = 0; i < order.length && out.length < limit; i++) {
      const doc = order[i]
      if (this.index.available[doc] === 1 && accept(doc)) out.push(doc)
    }
    return out
  }

  // ── Autocomplete ──────────────────────────────────────────────────────
  autocomplete(rawTerm: string): Buffer {
    const term = cleanTerm(rawTerm)
    // Keyed by the term as typed: the answer echoes it (searchTerm), so another casing is another answer.
    const cacheKey = term
    const now = Date.now()
    const cached = this.autocompleteCache.get(cacheKey)
    if (cached && now - cached.at < AUTOCOMPLETE_CACHE_MS) return cached.body

    const outcome = this.engine.search({
      query: term,
      selected: [],
      sort: 'score_desc',
      page: 1,
      // A blank term suggests nothing (the modal shows top searches instead).
      count: term ? AUTOCOMPLETE_PRODUCTS_MAX : 0,
      hideUnavailableItems: true,
      prefixLast: true,
    })
    const suggestions = term ? this.suggester.suggest(term, this.log.popularTerms(), AUTOCOMPLETE_TERMS_MAX) : []
    const searches = suggestions.map((s) => ({ term: s.term, count: s.count }))
    const searchTerm = outcome.correctedTerm ?? term
    const body = this.render(
      {
        searches,
        searchSuggestions: { searches },
        productSuggestions: {
          products: this.rawList(0),
          count: term ? outcome.total : 0,
          misspelled: outcome.misspelled,
          operator: outcome.operator,
        },
        searchTerm,
        misspelled: outcome.misspelled,
        operator: outcome.operator,
        count: term ? outcome.total : 0,
      },
      [outcome.docs],
    )
    if (this.autocompleteCache.size >= AUTOCOMPLETE_CACHE_ENTRIES) this.autocompleteCache.clear()
    this.autocompleteCache.set(cacheKey, { at: now, body })
    return body
  }

  // ── Search suggestions and correction ────────────────────────────────
  /** Searched and catalogue terms like the term (Intelligent Search's search_suggestions): `{ searches: [{ term, count }] }`. */
  searchSuggestions(rawTerm: string): string {
    const term = cleanTerm(rawTerm)
    const suggestions = term ? this.suggester.suggest(term, this.log.popularTerms(), SEARCH_SUGGESTIONS_MAX) : []
    return JSON.stringify({ searches: suggestions.map((s) => ({ term: s.term, count: s.count })) })
  }

  /**
   * The term as the engine corrects its typos (correction_search): whether it
   * was misspelled, whether a correction was found, the corrected text and
   * the same with each corrected word in `<em>`.
   */
  correction(rawTerm: string): string {
    const term = cleanTerm(rawTerm)
    const match = term ? this.engine.matchText(term) : null
    const corrected = match?.correctedTerm ?? null
    let highlighted = corrected ?? term
    if (corrected !== null) {
      const typed = meaningfulWords(term)
      highlighted = corrected
        .split(' ')
        .map((word, i) => (word === typed[i] ? word : `<em>${word}</em>`))
        .join(' ')
    }
    return JSON.stringify({ correction: { misspelled: match?.misspelled ?? false, correction: corrected !== null, text: corrected ?? term, highlighted } })
  }

  // ── One product by identifier ───────────────────────────────────────────
  /**
   * The product named by an identifier, in the Intelligent Search shape, or
   * null when there is none (or it is unavailable and `hideUnavailableItems`).
   */
  productByIdentifier(field: ProductIdentifierField, value: string, hideUnavailableItems: boolean): Buffer | null {
    const doc = this.index.docOfIdentifier(field, value)
    if (doc === undefined || (hideUnavailableItems && this.index.available[doc] !== 1)) return null
    return this.productJsonOf(doc)
  }

  /** How many products a query and filters find (catalog_count). */
  catalogCount(params: Omit<ProductSearchParams, 'sort' | 'page' | 'count'>): number {
    return this.engine.search({ ...params, sort: 'score_desc', page: 1, count: 0 }).total
  }

  // ── Top searches ──────────────────────────────────────────────────────
  topSearches(): Buffer {
    const searches = this.log.topTerms(TOP_SEARCHES_COUNT).map((t) => ({ term: t.term, count: t.count }))
    const products = this.bestSellers(TOP_SEARCH_PRODUCTS_MAX)
    return this.render({ searches, products: this.rawList(0) }, [products])
  }

  /** What answers depend on besides their request: one more each time stock changes the index. */
  get generation(): number {
    return this.answersGeneration
  }

  // ── Product search and facets ─────────────────────────────────────────
  /**
   * The key of a product_search answer: its request in canonical form
   * (parsed parameters, in the order the answer echoes them) and the
   * generation of the index. Two requests of one key get the same body.
   */
  productSearchKey(params: ProductSearchParams, withFacets: boolean): string {
    const { query, selected, sort, page, count, hideUnavailableItems, salesChannel } = params
    return ['product_search', this.answersGeneration, query, facetPath(selected), sort, page, count, hideUnavailableItems ? 1 : 0, salesChannel, withFacets ? 1 : 0].join('\u0000')
  }

  productSearch(params: ProductSearchParams, withFacets: boolean): ProductSearchResult {
    const path = facetPath(params.selected)
    // Facet counts do not depend on sort or page: cache them per query, filters and availability.
    const facetKey = `${params.hideUnavailableItems ? 1 : 0}\u0000${params.query.toLowerCase()}\u0000${path}`
    const cachedFacets = withFacets ? this.facetCache.get(facetKey) : undefined
    const outcome = this.engine.search({
      query: params.query,
      selected: params.selected,
      sort: params.sort,
      page: params.page,
      count: params.count,
      hideUnavailableItems: params.hideUnavailableItems,
      withFacets: withFacets && cachedFacets === undefined,
    })
    let facetsJson = cachedFacets
    if (withFacets && facetsJson === undefined) {
      facetsJson = Buffer.from(JSON.stringify(outcome.facets))
      if (this.facetCache.size >= FACET_CACHE_ENTRIES) this.facetCache.clear()
      this.facetCache.set(facetKey, facetsJson)
    }
    const proxyUrl = (page: number, sort: SearchSort = params.sort, count = params.count) => {
      const qs = new URLSearchParams()
      if (params.query) qs.set('query', params.query)
      qs.set('page', String(page))
      qs.set('count', String(count))
      qs.set('sort', sort)
      return `search/${path}${path ? '/' : ''}?${qs.toString()}`
    }
    const pages = Math.ceil(outcome.total / params.count)
    const ref = (index: number) => ({ index, proxyUrl: proxyUrl(index) })
    const before: Array<{ index: number; proxyUrl: string }> = []
    for (let p = Math.max(1, params.page - 5); p < Math.min(params.page, pages + 1); p++) before.push(ref(p))
    const after: Array<{ index: number; proxyUrl: string }> = []
    for (let p = params.page + 1; p <= Math.min(pages, params.page + 5); p++) after.push(ref(p))
    const body: Record<string, unknown> = {
      products: this.rawList(0),
      recordsFiltered: outcome.total,
      correction: { misspelled: outcome.misspelled },
      fuzzy: 'auto',
      operator: outcome.operator,
      translated: false,
      redirect: null,
      searchId: searchIdOf(this.productSearchKey(params, withFacets)),
      query: params.query,
      correctedQuery: outcome.correctedTerm,
      sort: params.sort,
      salesChannel: params.salesChannel,
      selectedFacets: params.selected.map((f) => ({ key: f.key, value: f.value })),
      options: {
        sorts: SEARCH_SORTS.map((sort) => {
          const [field, order] = vtexSortName(sort).split(':')
          return { field, order, active: sort === params.sort, proxyURL: proxyUrl(1, sort) }
        }),
        counts: [12, 24, 48].map((count) => ({ count, proxyURL: proxyUrl(1, params.sort, count) })),
        deliveryPromisesEnabled: false,
      },
      pagination: {
        count: pages,
        current: ref(params.page),
        before,
        after,
        perPage: params.count,
        next: params.page < pages ? ref(params.page + 1) : { index: 0 },
        previous: { index: params.page > 1 ? params.page - 1 : 0 },
        first: { index: pages > 0 ? 1 : 0 },
        last: { index: pages },
      },
    }
    if (facetsJson !== undefined) body.facets = this.rawList(1)
    return { json: this.render(body, facetsJson ? [outcome.docs, facetsJson] : [outcome.docs]), total: outcome.total, outcome }
  }

  facets(params: Omit<ProductSearchParams, 'sort' | 'page' | 'count'>): RenderedBody & { facets: FacetResult[] } {
    const outcome = this.engine.search({ ...params, sort: 'score_desc', page: 1, count: 0, withFacets: true })
    const facets = outcome.facets ?? []
    const suffix = params.query ? `?query=${encodeURIComponent(params.query)}` : ''
    const breadcrumb = params.selected.map((facet, i) => {
      const column = facet.key === 'price' ? null : this.index.facets[facet.key]
      const idx = column?.byValue.get(facet.value)
      const name = column && idx !== undefined ? column.values[idx].name : `${FACET_NAMES[facet.key]} ${facet.value}`
      return { name, href: `/${facetPath(params.selected.slice(0, i + 1))}${suffix}` }
    })
    const body = {
      facets,
      sampling: false,
      breadcrumb,
      queryArgs: { query: params.query, selectedFacets: params.selected.map((f) => ({ key: f.key, value: f.value })) },
      translated: false,
      recordsFiltered: outcome.total,
      correction: { misspelled: outcome.misspelled },
      operator: outcome.operator,
    }
    return { json: JSON.stringify(body), facets }
  }

  // ── Fallback product search (/_v3/api/.../product/search) ─────────────
  fallbackSearch(params: { term: string; page: number; resultsPerPage: number; sort: SearchSort; salesChannel: string }): ProductSearchResult {
    const outcome = this.engine.search({
      query: params.term,
      selected: [],
      sort: params.sort,
      page: params.page,
      count: params.resultsPerPage,
      hideUnavailableItems: true,
    })
    const body = {
      products: this.rawList(0),
      recordsFiltered: outcome.total,
      term: params.term,
      page: params.page,
      resultsPerPage: params.resultsPerPage,
      sort: params.sort,
      salesChannel: params.salesChannel,
      correction: { misspelled: outcome.misspelled },
      operator: outcome.operator,
    }
    return { json: this.render(body, [outcome.docs]), total: outcome.total, outcome }
  }

  // ── Live stock ─────────────────────────────────────────────────────────
  /**
   * Applies stock changes (sku id, seller id, units) to the indexed products:
   * availability, price basis and cached JSON of the changed products. Sort
   * orders keep their start-time price basis. Returns how many products changed.
   */
  applyStockChanges(changes: ReadonlyArray<{ skuId: string; sellerId: string; stock: number }>): number {
    if (changes.length === 0) return 0
    const index = this.index
    if (!this.skuDocs) {
      this.skuDocs = new Map()
      for (let doc = 0; doc < index.size; doc++) for (const sku of index.product(doc).skus) this.skuDocs.set(sku.id, doc)
    }
    const touched = new Set<number>()
    for (const change of changes) {
      const doc = this.skuDocs.get(change.skuId)
      if (doc === undefined) continue
      const sku = index.product(doc).skus.find((s) => s.id === change.skuId)
      const offer = sku?.offers.find((o) => o.sellerId === change.sellerId)
      if (!offer || offer.stock === change.stock) continue
      offer.stock = change.stock
      touched.add(doc)
    }
    for (const doc of touched) {
      const pricing = productPricing(index.product(doc))
      index.available[doc] = pricing.available ? 1 : 0
      index.price[doc] = pricing.price
      index.listPrice[doc] = pricing.listPrice
      index.discount[doc] = pricing.listPrice > 0 ? (pricing.listPrice - pricing.price) / pricing.listPrice : 0
      this.productJson[doc] = undefined
    }
    if (touched.size > 0) this.forgetAnswers()
    return touched.size
  }

  /**
   * Applies products written to the stored catalogue whose indexed fields did
   * not change (a price, list price, stock or instalment change: only their
   * offers differ): their offers, price basis and cached JSON, and the orders by
   * price and discount sorted again, without indexing the catalogue again.
   * Null when one is new or changed otherwise: the caller indexes again.
   * Returns how many products it applied.
   */
  applyOfferChanges(products: readonly Product[]): number | null {
    const index = this.index
    const changes: Array<[number, Product]> = []
    for (const product of products) {
      const doc = index.docOf(product.id)
      if (doc === undefined || indexedShape(index.product(doc)) !== indexedShape(product)) return null
      changes.push([doc, product])
    }
    for (const [doc, product] of changes) {
      index.product(doc).skus.forEach((sku, position) => {
        sku.offers = product.skus[position].offers
      })
      this.productJson[doc] = undefined
    }
    if (changes.length > 0) {
      index.refreshPricing(changes.map(([doc]) => doc))
      this.forgetAnswers()
    }
    return changes.length
  }

  /** Answers, facets, completions and suggestion counts made before a change of the indexed products. */
  private forgetAnswers(): void {
    this.answersGeneration++
    this.facetCache.clear()
    this.autocompleteCache.clear()
    this.suggester.clearCounts()
  }
}

/** A product as the index reads it but its offers' prices, stock and instalments (their sellers stay: a facet). */
function indexedShape(product: Product): string {
  return JSON.stringify({ ...product, skus: product.skus.map((sku) => ({ ...sku, offers: sku.offers.map((offer) => offer.sellerId) })) })
}
