import { foldText, slugify } from '../../../catalogue/search/text'
import { sampleOne } from '../../../test-support/vtex-documents/schema-arbitrary'
import { seedOf, type DocumentContract, type MatchedOperation } from './contract'
import { CATEGORY_NAMES, type FakeProduct } from './catalogue'
import type { FakeAnswer } from './checkout'
import { fakeAccountDomain } from './values'

/**
 * The fake account's Intelligent Search: product_search and facets over the
 * fake catalogue, in the document's answers (generated, with the products,
 * counts, pages and facet values of the search asked). What a search takes
 * is what the document describes: the facets path (trade-policy required,
 * category-n, brand, price `from:to` in reais, `not:` values), `query` or `q`
 * (words, or an id query `product:`, `product.id:`, `sku:`, `sku.id:`,
 * `sku.ean:`, `sku.reference:`, `product.link:`), `sort` (the document's
 * enum), `page`, `count`, `hideUnavailableItems`.
 */

type Json = Record<string, unknown>

export interface FacetFilter {
  key: string
  value: string
  not: boolean
}

/** The facets path's pairs (`trade-policy/3/brand/kalenji` → two filters), or an error. */
export function parseFacets(path: string): FacetFilter[] | string {
  const segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
  if (segments.length % 2 !== 0) return `the facets path must be key/value pairs, got ${path}`
  const filters: FacetFilter[] = []
  for (let i = 0; i < segments.length; i += 2) {
    const raw = segments[i + 1]
    filters.push({ key: segments[i].toLowerCase(), value: raw.replace(/^not:/, ''), not: raw.startsWith('not:') })
  }
  return filters
}

const ID_QUERY = /^\s*(product|product\.id|sku|sku\.id|sku\.ean|sku\.reference|product\.link|id):(.+)$/i

function matchesQuery(product: FakeProduct, query: string): boolean {
  const ids = ID_QUERY.exec(query)
  if (ids) {
    const wanted = ids[2].split(';').map((id) => id.trim())
    const items = Array.isArray(product.wire.items) ? (product.wire.items as Json[]) : []
    switch (ids[1].toLowerCase()) {
      case 'product':
      case 'product.id':
        return wanted.includes(product.productId)
      case 'sku':
      case 'sku.id':
        return product.skuIds.some((id) => wanted.includes(id))
      case 'sku.ean':
        return items.some((item) => wanted.includes(String(item.ean)))
      case 'sku.reference':
        return items.some((item) => wanted.includes(`REF-${String(item.itemId)}`))
      case 'product.link':
        return wanted.includes(product.linkText)
      default:
        return wanted.includes(product.productId) || product.skuIds.some((id) => wanted.includes(id))
    }
  }
  const words = foldText(query).split(/\s+/).filter(Boolean)
  const text = foldText(`${product.productName} ${product.brand} ${product.categorySlugs.map((slug) => CATEGORY_NAMES.get(slug) ?? slug).join(' ')}`)
  return words.every((word) => text.includes(word))
}

function matchesFacet(product: FakeProduct, filter: FacetFilter): boolean {
  let found: boolean
  const category = /^category-(\d)$/.exec(filter.key)
  if (category) found = product.categorySlugs[Number(category[1]) - 1] === slugify(filter.value)
  else if (filter.key === 'brand') found = slugify(product.brand) === slugify(filter.value)
  else if (filter.key === 'price') {
    const [from, to] = filter.value.split(':').map(Number)
    found = product.price !== null && product.price >= from && product.price <= to
  } else found = false
  return filter.not ? !found : found
}

/** The products a search finds, before sorting and paging. */
function found(catalogue: readonly FakeProduct[], filters: readonly FacetFilter[], query: string | null, hideUnavailable: boolean, ignoreKey?: string): FakeProduct[] {
  // Filters of one key are OR, of different keys AND (the document's "Filter combinations").
  const byKey = new Map<string, FacetFilter[]>()
  for (const filter of filters) if (filter.key !== 'trade-policy' && filter.key !== ignoreKey) byKey.set(filter.key, [...(byKey.get(filter.key) ?? []), filter])
  return catalogue.filter(
    (product) =>
      (!hideUnavailable || product.available) &&
      (!query || matchesQuery(product, query)) &&
      [...byKey.values()].every((group) => group.some((filter) => matchesFacet(product, filter))),
  )
}

const SORTS: Readonly<Record<string, (a: FakeProduct, b: FakeProduct) => number>> = {
  'price:asc': (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
  'price:desc': (a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity),
  'name:asc': (a, b) => a.productName.localeCompare(b.productName, 'pt-BR'),
  'name:desc': (a, b) => b.productName.localeCompare(a.productName, 'pt-BR'),
  'release:desc': (a, b) => b.releaseDate - a.releaseDate,
  'orders:desc': () => 0,
  'discount:desc': () => 0,
}

/** Price ranges of the price facet, reais. */
const PRICE_RANGES: ReadonlyArray<[number, number]> = [
  [0, 100],
  [100, 300],
  [300, 1000],
]

export class FakeSearch {
  constructor(
    private readonly contract: DocumentContract,
    private readonly catalogue: readonly FakeProduct[],
    private readonly seed: number,
  ) {}

  private generated(matched: MatchedOperation, key: string): Json {
    const arbitrary = this.contract.answerArbitrary(matched, '200', { presence: 'all', domain: fakeAccountDomain })
    return (arbitrary ? sampleOne(arbitrary, (this.seed + seedOf(key)) >>> 0) : {}) as Json
  }

  answer(matched: MatchedOperation, query: URLSearchParams, filters: readonly FacetFilter[]): FakeAnswer | null {
    const endpoint = matched.path.split('/')[1]
    const term = query.get('query') ?? query.get('q')
    const hideUnavailable = query.get('hideUnavailableItems') === 'true'
    if (endpoint === 'product_search') {
      const sort = query.get('sort')
      const count = Math.max(1, Math.min(100, Number(query.get('count') ?? 24) || 24))
      const page = Math.max(1, Number(query.get('page') ?? 1) || 1)
      const all = found(this.catalogue, filters, term, hideUnavailable)
      if (sort && SORTS[sort]) all.sort(SORTS[sort])
      const pages = Math.ceil(all.length / count)
      const body = this.generated(matched, `search:${term}:${page}`)
      Object.assign(body, {
        products: all.slice((page - 1) * count, page * count).map((product) => product.wire),
        recordsFiltered: all.length,
        correction: { misspelled: false },
        operator: 'and',
        redirect: null,
        pagination: {
          ...(typeof body.pagination === 'object' && body.pagination ? body.pagination : {}),
          count: pages,
          current: { index: page, proxyUrl: '' },
          perPage: count,
          next: { index: page < pages ? page + 1 : 0, proxyUrl: '' },
          previous: { index: page > 1 ? page - 1 : 0 },
          first: { index: pages ? 1 : 0 },
          last: { index: pages },
          before: [],
          after: [],
        },
      })
      return { status: 200, body }
    }
    if (endpoint === 'facets') {
      const body = this.generated(matched, `facets:${term}`)
      const selected = (key: string, value: string) => filters.some((filter) => filter.key === key && !filter.not && slugify(filter.value) === slugify(value))
      const text = (key: string, name: string, valueOf: (product: FakeProduct) => string | undefined, nameOf: (value: string) => string) => {
        const counts = new Map<string, number>()
        for (const product of found(this.catalogue, filters, term, hideUnavailable, key)) {
          const value = valueOf(product)
          if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
        }
        const values = [...counts].map(([value, quantity]) => ({ id: value, quantity, name: nameOf(value), key, value, selected: selected(key, value), href: `${key}/${value}` }))
        return { type: 'TEXT', name, hidden: false, key, quantity: values.length, values }
      }
      const priced = found(this.catalogue, filters, term, hideUnavailable, 'price')
      const price = {
        type: 'PRICERANGE',
        name: 'Preço',
        hidden: false,
        key: 'price',
        quantity: PRICE_RANGES.length,
        // As the platform sends them: a range, no value, an empty name.
        values: PRICE_RANGES.map(([from, to]) => ({
          quantity: priced.filter((product) => product.price !== null && product.price >= from && product.price <= to).length,
          name: '',
          key: 'price',
          selected: filters.some((filter) => filter.key === 'price' && filter.value === `${from}:${to}`),
          range: { from, to },
        })).filter((value) => value.quantity > 0),
      }
      body.facets = [
        text('category-1', 'Departamento', (p) => p.categorySlugs[0], (v) => CATEGORY_NAMES.get(v) ?? v),
        text('category-2', 'Categoria', (p) => p.categorySlugs[1], (v) => CATEGORY_NAMES.get(v) ?? v),
        text('brand', 'Marca', (p) => slugify(p.brand), (v) => this.catalogue.find((p) => slugify(p.brand) === v)?.brand ?? v),
        price,
      ].filter((facet) => facet.values.length > 0)
      return { status: 200, body }
    }
    return null
  }
}
