import type { SearchSort } from '../../config/constants'
import type { Brand, Catalogue, CategoryNode, Product, Seller, Sport } from '../model'
import { TEXT_FACET_KEYS, type TextFacetKey } from './facet-keys'
import type { ProductIdentifierField } from './id-query'
import { STOP_WORDS, TYPO_MIN_WORD_LENGTH, boundedEditDistance, singleDeletions, slugify, stem, words } from './text'

/**
 * The in-memory search index, built once from the catalogue at start:
 * an inverted index of stemmed word keys with per-document field weights,
 * a sorted word list for prefix matching, a one-deletion neighbourhood for
 * typo tolerance, per-document facet values in compact arrays and one
 * precomputed order per sort.
 */

/** Weight of a word by the field it appears in (summed over distinct fields). */
export const FIELD_WEIGHTS = {
  name: 10,
  reference: 8,
  brand: 7,
  category: 5,
  sport: 5,
  gender: 3,
  variation: 2,
  specification: 1,
  description: 1,
  promotion: 4,
} as const

/**
 * Words every discounted product answers to, so a search for 'liquidação'
 * (the menu's Liquidação section) or 'promoção' lists the products on sale.
 */
export const PROMOTION_WORDS = 'liquidação promoção oferta outlet'

interface Posting {
  docs: Uint32Array
  weights: Float32Array
}

/** One value of a text facet. */
export interface FacetValueInfo {
  /** Value in the facet path (slug or seller id). */
  value: string
  /** Display name. */
  name: string
  /** Catalogue id (category, brand, sport or seller id), or the slug. */
  id: string
}

/** Values of one facet key: a dictionary and, per document, its value indexes (CSR layout). */
export interface FacetColumn {
  values: FacetValueInfo[]
  byValue: Map<string, number>
  offsets: Uint32Array
  data: Uint32Array
}

export type SortOrder = Exclude<SearchSort, 'score_desc'> | 'popularity'

/** What a word of the query expands to. */
export interface KeyMatch {
  key: string
  kind: 'exact' | 'prefix' | 'typo'
}

export interface Lookups {
  brands: Map<string, Brand>
  categories: Map<string, CategoryNode>
  sports: Map<string, Sport>
  sellers: Map<string, Seller>
}

function flattenCategories(nodes: CategoryNode[], into: Map<string, CategoryNode>): void {
  for (const node of nodes) {
    into.set(node.id, node)
    flattenCategories(node.children, into)
  }
}

export function buildLookups(catalogue: Catalogue): Lookups {
  const categories = new Map<string, CategoryNode>()
  flattenCategories(catalogue.categories, categories)
  return {
    brands: new Map(catalogue.brands.map((b) => [b.id, b])),
    categories,
    sports: new Map(catalogue.sports.map((s) => [s.id, s])),
    sellers: new Map(catalogue.sellers.map((s) => [s.id, s])),
  }
}

/** Price facts of a product: its lowest price among available SKUs (or all SKUs when none is). */
export interface ProductPricing {
  price: number
  listPrice: number
  available: boolean
}

export function productPricing(product: Product): ProductPricing {
  let available = false
  let best: { price: number; listPrice: number } | null = null
  let bestAvailable: { price: number; listPrice: number } | null = null
  for (const sku of product.skus) {
    const skuAvailable = sku.offers.some((o) => o.stock > 0)
    if (skuAvailable) available = true
    const offer = sku.offers.find((o) => o.stock > 0) ?? sku.offers[0]
    if (!offer) continue
    if (!best || offer.price < best.price) best = offer
    if (skuAvailable && (!bestAvailable || offer.price < bestAvailable.price)) bestAvailable = offer
  }
  const chosen = bestAvailable ?? best
  return { price: chosen?.price ?? 0, listPrice: chosen ? Math.max(chosen.listPrice, chosen.price) : 0, available }
}

const FIRST_CODE_OF = (w: string) => w.charCodeAt(0)

export class SearchIndex {
  readonly size: number
  readonly lookups: Lookups
  /** Folded, sorted unique words (for prefix matching) and the key of each. */
  private readonly vocabulary: string[]
  private readonly vocabularyKeys: string[]
  private readonly postings = new Map<string, Posting>()
  /** Deletion variant → keys it comes from (keys of letters only, long enough for typos). */
  private readonly deletions = new Map<string, string[]>()
  private readonly typoKeys: string[]
  readonly facets: Record<TextFacetKey, FacetColumn>
  readonly price: Int32Array
  readonly listPrice: Int32Array
  readonly discount: Float32Array
  readonly available: Uint8Array
  readonly sales: Float64Array
  /** log-scaled popularity in [0, 1], a tie-breaker of relevance. */
  readonly popularity: Float32Array
  private readonly orders = new Map<SortOrder, Uint32Array>()
  private readonly ranks = new Map<SortOrder, Uint32Array>()
  private readonly byProductId = new Map<string, number>()
  /** Document of each SKU id, EAN, reference and slug (made on first use: the index is built without them). */
  private byIdentifier: Map<Exclude<ProductIdentifierField, 'id'>, Map<string, number>> | null = null
  private readonly wordOfKey = new Map<string, string>()

  constructor(readonly catalogue: Catalogue) {
    const products = catalogue.products
    const n = products.length
    this.size = n
    this.lookups = buildLookups(catalogue)
    this.price = new Int32Array(n)
    this.listPrice = new Int32Array(n)
    this.discount = new Float32Array(n)
    this.available = new Uint8Array(n)
    this.sales = new Float64Array(n)
    this.popularity = new Float32Array(n)

    // ── Text ────────────────────────────────────────────────────────────
    const rawWords = new Set<string>()
    const perDoc: Array<Map<string, number>> = []
    for (let doc = 0; doc < n; doc++) {
      const product = products[doc]
      this.byProductId.set(product.id, doc)
      const fields = this.textFields(product)
      const weights = new Map<string, number>()
      for (const [field, text] of fields) {
        const seen = new Set<string>()
        for (const w of words(text)) {
          if (STOP_WORDS.has(w) || seen.has(w)) continue
          seen.add(w)
          rawWords.add(w)
          weights.set(w, (weights.get(w) ?? 0) + FIELD_WEIGHTS[field])
        }
      }
      perDoc.push(weights)
    }
    this.vocabulary = [...rawWords].sort()
    const keyOf = new Map<string, string>()
    for (const w of this.vocabulary) {
      let key = stem(w)
      // `biquinis` → `biquini` when the singular exists (the stemmer keeps -is words).
      if (key === w && w.endsWith('is') && w.length > 4 && rawWords.has(w.slice(0, -1))) key = stem(w.slice(0, -1))
      keyOf.set(w, key)
    }
    this.vocabularyKeys = this.vocabulary.map((w) => keyOf.get(w)!)
    this.vocabulary.forEach((w, i) => {
      const key = this.vocabularyKeys[i]
      // Prefer the singular spelling (the word equal to its key) for display.
      if (!this.wordOfKey.has(key) || w === key) this.wordOfKey.set(key, w)
    })
    const byKey = new Map<string, Array<[number, number]>>()
    perDoc.forEach((weights, doc) => {
      const docKeys = new Map<string, number>()
      for (const [w, weight] of weights) {
        const key = keyOf.get(w)!
        docKeys.set(key, Math.max(docKeys.get(key) ?? 0, weight))
      }
      for (const [key, weight] of docKeys) {
        let list = byKey.get(key)
        if (!list) byKey.set(key, (list = []))
        list.push([doc, weight])
      }
    })
    for (const [key, list] of byKey) {
      const docs = new Uint32Array(list.length)
      const weights = new Float32Array(list.length)
      list.forEach(([doc, weight], i) => {
        docs[i] = doc
        weights[i] = weight
      })
      this.postings.set(key, { docs, weights })
    }
    this.typoKeys = [...byKey.keys()].filter((k) => k.length >= TYPO_MIN_WORD_LENGTH - 1 && /^[a-z]+$/.test(k)).sort()
    for (const key of this.typoKeys) {
      for (const variant of [key, ...singleDeletions(key)]) {
        const list = this.deletions.get(variant)
        if (!list) this.deletions.set(variant, [key])
        else if (list[list.length - 1] !== key) list.push(key)
      }
    }

    // ── Facets and numbers ─────────────────────────────────────────────
    const columns = {} as Record<TextFacetKey, FacetColumn>
    const builders = {} as Record<TextFacetKey, { values: FacetValueInfo[]; byValue: Map<string, number>; perDoc: number[][] }>
    for (const key of TEXT_FACET_KEYS) builders[key] = { values: [], byValue: new Map(), perDoc: [] }
    const add = (key: TextFacetKey, doc: number, info: FacetValueInfo) => {
      const b = builders[key]
      let idx = b.byValue.get(info.value)
      if (idx === undefined) {
        idx = b.values.length
        b.values.push(info)
        b.byValue.set(info.value, idx)
      }
      const list = (b.perDoc[doc] ??= [])
      if (!list.includes(idx)) list.push(idx)
    }
    let maxSales = 0
    for (let doc = 0; doc < n; doc++) {
      const product = products[doc]
      for (const key of TEXT_FACET_KEYS) builders[key].perDoc[doc] = []
      product.categoryIds.slice(0, 3).forEach((id, level) => {
        const node = this.lookups.categories.get(id)
        if (node) add(`category-${level + 1}` as TextFacetKey, doc, { value: node.slug || slugify(node.name), name: node.name, id: node.id })
      })
      const brand = this.lookups.brands.get(product.brandId)
      if (brand) add('brand', doc, { value: brand.slug || slugify(brand.name), name: brand.name, id: brand.id })
      add('genero', doc, { value: slugify(product.gender), name: product.gender, id: slugify(product.gender) })
      const sport = product.sportId ? this.lookups.sports.get(product.sportId) : undefined
      if (sport) add('esporte', doc, { value: sport.slug || slugify(sport.name), name: sport.name, id: sport.id })
      for (const sku of product.skus) {
        const colour = sku.variations.Cor
        if (colour) add('cor', doc, { value: slugify(colour), name: colour, id: slugify(colour) })
        const size = sku.variations.Tamanho
        if (size) add('tamanho', doc, { value: slugify(size), name: size, id: slugify(size) })
        for (const offer of sku.offers) {
          const seller = this.lookups.sellers.get(offer.sellerId)
          add('seller', doc, { value: offer.sellerId, name: seller?.name ?? offer.sellerId, id: offer.sellerId })
        }
      }
      const pricing = productPricing(product)
      this.price[doc] = pricing.price
      this.listPrice[doc] = pricing.listPrice
      this.discount[doc] = pricing.listPrice > 0 ? (pricing.listPrice - pricing.price) / pricing.listPrice : 0
      this.available[doc] = pricing.available ? 1 : 0
      this.sales[doc] = product.salesCount
      if (product.salesCount > maxSales) maxSales = product.salesCount
    }
    for (let doc = 0; doc < n; doc++) {
      this.popularity[doc] = maxSales > 0 ? Math.log1p(this.sales[doc]) / Math.log1p(maxSales) : 0
    }
    for (const key of TEXT_FACET_KEYS) {
      const b = builders[key]
      const offsets = new Uint32Array(n + 1)
      let total = 0
      for (let doc = 0; doc < n; doc++) {
        offsets[doc] = total
        total += b.perDoc[doc].length
      }
      offsets[n] = total
      const data = new Uint32Array(total)
      for (let doc = 0; doc < n; doc++) data.set(b.perDoc[doc], offsets[doc])
      columns[key] = { values: b.values, byValue: b.byValue, offsets, data }
    }
    this.facets = columns

    // ── Sort orders (ties broken by popularity, then catalogue order) ──
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
    const names = products.map((p) => p.name)
    const release = products.map((p) => Date.parse(p.releaseDate) || 0)
    const popularityCmp = this.popularityCmp
    const comparators: Record<SortOrder, (a: number, b: number) => number> = {
      popularity: popularityCmp,
      orders_desc: popularityCmp,
      name_asc: (a, b) => collator.compare(names[a], names[b]) || a - b,
      name_desc: (a, b) => collator.compare(names[b], names[a]) || a - b,
      release_desc: (a, b) => release[b] - release[a] || popularityCmp(a, b),
      ...this.pricingComparators(),
    }
    for (const [order, cmp] of Object.entries(comparators) as Array<[SortOrder, (a: number, b: number) => number]>) this.sortBy(order, cmp)
  }

  private readonly popularityCmp = (a: number, b: number): number => this.sales[b] - this.sales[a] || a - b

  /** The orders that follow a product's price basis (price, discount). */
  private pricingComparators(): Record<'price_asc' | 'price_desc' | 'discount_desc', (a: number, b: number) => number> {
    return {
      price_asc: (a, b) => this.price[a] - this.price[b] || this.popularityCmp(a, b),
      price_desc: (a, b) => this.price[b] - this.price[a] || this.popularityCmp(a, b),
      discount_desc: (a, b) => this.discount[b] - this.discount[a] || this.popularityCmp(a, b),
    }
  }

  private sortBy(order: SortOrder, cmp: (a: number, b: number) => number): void {
    const sorted = Uint32Array.from(Array.from({ length: this.size }, (_, i) => i).sort(cmp))
    const rank = new Uint32Array(this.size)
    sorted.forEach((doc, position) => {
      rank[doc] = position
    })
    this.orders.set(order, sorted)
    this.ranks.set(order, rank)
  }

  /**
   * The price basis (price, list price, discount, availability) of these
   * products from their current offers, and the orders by price and discount
   * sorted again: a price change applied without indexing the catalogue again.
   */
  refreshPricing(docs: Iterable<number>): void {
    for (const doc of docs) {
      const pricing = productPricing(this.product(doc))
      this.price[doc] = pricing.price
      this.listPrice[doc] = pricing.listPrice
      this.discount[doc] = pricing.listPrice > 0 ? (pricing.listPrice - pricing.price) / pricing.listPrice : 0
      this.available[doc] = pricing.available ? 1 : 0
    }
    for (const [order, cmp] of Object.entries(this.pricingComparators()) as Array<[SortOrder, (a: number, b: number) => number]>) this.sortBy(order, cmp)
  }

  private textFields(product: Product): Array<[keyof typeof FIELD_WEIGHTS, string]> {
    const { brands, categories, sports } = this.lookups
    const fields: Array<[keyof typeof FIELD_WEIGHTS, string]> = [['name', product.name]]
    fields.push(['reference', [product.productReference, ...product.skus.map((s) => s.refId)].join(' ')])
    const brand = brands.get(product.brandId)
    if (brand) fields.push(['brand', brand.name])
    fields.push(['category', product.categoryIds.map((id) => categories.get(id)?.name ?? '').join(' ')])
    const sport = product.sportId ? sports.get(product.sportId) : undefined
    if (sport) fields.push(['sport', sport.name])
    fields.push(['gender', product.gender])
    const variationValues = new Set<string>()
    for (const sku of product.skus) for (const value of Object.values(sku.variations)) if (value) variationValues.add(value)
    fields.push(['variation', [...variationValues].join(' ')])
    fields.push(['specification', product.specifications.flatMap((s) => s.values).join(' ')])
    fields.push(['description', product.description])
    const pricing = productPricing(product)
    if (pricing.listPrice > pricing.price) fields.push(['promotion', PROMOTION_WORDS])
    return fields
  }

  product(doc: number): Product {
    return this.catalogue.products[doc]
  }

  docOf(productId: string): number | undefined {
    return this.byProductId.get(productId)
  }

  /** The document of a product named by an identifier (see PRODUCT_IDENTIFIER_FIELDS), if any. */
  docOfIdentifier(field: ProductIdentifierField, value: string): number | undefined {
    if (field === 'id') return this.docOf(value)
    if (!this.byIdentifier) {
      const bySku = new Map<string, number>()
      const bySlug = new Map<string, number>()
      const byEan = new Map<string, number>()
      const byReference = new Map<string, number>()
      this.catalogue.products.forEach((product, doc) => {
        bySlug.set(product.linkText, doc)
        if (product.productReference) byReference.set(product.productReference, doc)
        for (const sku of product.skus) {
          bySku.set(sku.id, doc)
          if (sku.ean) byEan.set(sku.ean, doc)
          if (sku.refId && !byReference.has(sku.refId)) byReference.set(sku.refId, doc)
        }
      })
      this.byIdentifier = new Map([
        ['sku', bySku],
        ['slug', bySlug],
        ['ean', byEan],
        ['reference', byReference],
      ])
    }
    return this.byIdentifier.get(field)?.get(value)
  }

  posting(key: string): Posting | undefined {
    return this.postings.get(key)
  }

  hasKey(key: string): boolean {
    return this.postings.has(key)
  }

  /** Products in a sort order (a permutation of document numbers). */
  order(order: SortOrder): Uint32Array {
    return this.orders.get(order)!
  }

  rank(order: SortOrder): Uint32Array {
    return this.ranks.get(order)!
  }

  /** Keys of the vocabulary words starting with `prefix`. */
  keysWithPrefix(prefix: string, limit = 400): string[] {
    const vocab = this.vocabulary
    let lo = 0
    let hi = vocab.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (vocab[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const keys = new Set<string>()
    for (let i = lo; i < vocab.length && vocab[i].startsWith(prefix) && keys.size < limit; i++) keys.add(this.vocabularyKeys[i])
    return [...keys]
  }

  /** Keys one edit (insertion, deletion, substitution, transposition) away from `key`. */
  keysWithinOneEdit(key: string): string[] {
    const candidates = new Set<string>()
    for (const variant of [key, ...singleDeletions(key)]) {
      for (const candidate of this.deletions.get(variant) ?? []) candidates.add(candidate)
    }
    return [...candidates].filter((candidate) => candidate !== key && boundedEditDistance(candidate, key, 1) <= 1)
  }

  /** Keys that start with a string one edit away from `prefix` (typo while typing). */
  keysWithFuzzyPrefix(prefix: string, limit = 50): string[] {
    const out: string[] = []
    const first = FIRST_CODE_OF(prefix)
    for (const key of this.typoKeys) {
      if (key.length < prefix.length - 1) continue
      // A typo in the first letter is rare; skipping it keeps the scan short.
      if (key.charCodeAt(0) !== first) continue
      for (const len of [prefix.length, prefix.length - 1, prefix.length + 1]) {
        if (len > key.length || len < 1) continue
        if (boundedEditDistance(key.slice(0, len), prefix, 1) <= 1) {
          out.push(key)
          break
        }
      }
      if (out.length >= limit) break
    }
    return out
  }

  /** The folded vocabulary word a key most likely came from (for the corrected term). */
  displayWordOf(key: string): string {
    return this.wordOfKey.get(key) ?? key
  }
}
