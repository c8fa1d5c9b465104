import type { Catalogue, Product } from '../../model'
import { SEARCH_SORTS } from '../../../config/constants'
import { SearchEngine, type SearchOptions } from '../engine'
import { SearchIndex, buildLookups, productPricing } from '../search-index'
import { foldText, slugify, words } from '../text'
import { testCatalogue } from '../../../test-support/catalogue'

const catalogue: Catalogue = testCatalogue({ size: 600, seed: 20_240_601 })
const index = new SearchIndex(catalogue)
const engine = new SearchEngine(index)
const lookups = buildLookups(catalogue)

const base: SearchOptions = { query: '', selected: [], sort: 'score_desc', page: 1, count: 1000, hideUnavailableItems: false }
const ids = (docs: number[]) => docs.map((d) => index.product(d).id)
const search = (options: Partial<SearchOptions>) => engine.search({ ...base, ...options })
const nameWords = (p: Product) => new Set(words(p.name))

describe('full text', () => {
  it('finds every product named Tênis for `tenis` and `TÊNIS` (accent- and case-insensitive)', () => {
    const expected = catalogue.products.filter((p) => nameWords(p).has('tenis')).map((p) => p.id)
    expect(expected.length).toBeGreaterThan(0)
    for (const query of ['tenis', 'TÊNIS', 'Tênis']) {
      const found = new Set(ids(search({ query }).docs))
      for (const id of expected) expect(found.has(id)).toBe(true)
    }
  })

  it('treats singular and plural alike', () => {
    const singular = search({ query: 'camiseta' })
    const plural = search({ query: 'camisetas' })
    expect(singular.total).toBeGreaterThan(0)
    expect(ids(plural.docs).sort()).toEqual(ids(singular.docs).sort())
    const bola = search({ query: 'bola' })
    expect(bola.total).toBeGreaterThan(0)
    expect(search({ query: 'bolas' }).total).toBe(bola.total)
  })

  it('tolerates one typo in words of five letters or more and says so', () => {
    const right = search({ query: 'camiseta' })
    const typo = search({ query: 'camizeta' })
    expect(typo.misspelled).toBe(true)
    expect(typo.correctedTerm).toBe('camiseta')
    expect(ids(typo.docs).sort()).toEqual(ids(right.docs).sort())
    expect(search({ query: 'camiseta' }).misspelled).toBe(false)
  })

  it('does not correct short words', () => {
    expect(search({ query: 'bolx' }).total).toBe(0)
  })

  it('matches a prefix while typing only when asked', () => {
    const typing = search({ query: 'cami', prefixLast: true })
    expect(typing.total).toBeGreaterThanOrEqual(search({ query: 'camiseta' }).total)
    expect(search({ query: 'cami' }).total).toBe(0)
  })

  it('requires every word (and), falling back to any word (or)', () => {
    const both = search({ query: 'tenis corrida' })
    expect(both.operator).toBe('and')
    for (const doc of both.docs) {
      const p = index.product(doc)
      const sport = p.sportId ? lookups.sports.get(p.sportId)?.name : ''
      const categories = p.categoryIds.map((id) => lookups.categories.get(id)?.name).join(' ')
      const text = foldText(`${JSON.stringify(p)} ${sport} ${categories}`)
      expect(text).toContain('tenis')
      expect(text).toContain('corrida')
    }
    const either = search({ query: 'tenis zzzzqqq' })
    expect(either.operator).toBe('or')
    expect(either.total).toBe(search({ query: 'tenis' }).total)
  })

  it('ranks name matches above description-only matches', () => {
    const result = search({ query: 'mochila' })
    expect(result.total).toBeGreaterThan(0)
    expect(words(index.product(result.docs[0]).name)).toContain('mochila')
  })

  it('finds products by brand and sport', () => {
    const brand = catalogue.brands.find((b) => catalogue.products.some((p) => p.brandId === b.id))!
    const byBrand = search({ query: brand.name })
    const expected = catalogue.products.filter((p) => p.brandId === brand.id).map((p) => p.id)
    const found = new Set(ids(byBrand.docs))
    for (const id of expected) expect(found.has(id)).toBe(true)
  })

  it('returns nothing for punctuation only', () => {
    expect(search({ query: '!!!' }).total).toBe(0)
  })
})

describe('facets', () => {
  const all = search({ withFacets: true })
  const facet = (key: string) => all.facets!.find((f) => f.key === key)!

  it('counts single-valued facets that add up to the total', () => {
    expect(all.total).toBe(catalogue.products.length)
    for (const key of ['category-1', 'brand', 'genero', 'price']) {
      const sum = facet(key).values.reduce((s, v) => s + v.quantity, 0)
      expect(sum).toBe(all.total)
    }
  })

  it('counts brands as the catalogue says', () => {
    for (const value of facet('brand').values) {
      const brand = catalogue.brands.find((b) => b.id === value.id)!
      expect(value.quantity).toBe(catalogue.products.filter((p) => p.brandId === brand.id).length)
    }
  })

  it('filters by a facet and counts the result', () => {
    const gender = facet('genero').values[0]
    const filtered = search({ selected: [{ key: 'genero', value: gender.value }], withFacets: true })
    expect(filtered.total).toBe(gender.quantity)
    for (const doc of filtered.docs) expect(slugify(index.product(doc).gender)).toBe(gender.value)
  })

  it('ORs values of one key and ANDs different keys', () => {
    const [a, b] = facet('category-1').values
    const union = search({ selected: [{ key: 'category-1', value: a.value }, { key: 'category-1', value: b.value }] })
    expect(union.total).toBe(a.quantity + b.quantity)
    const colour = facet('cor').values[0]
    const both = search({ selected: [{ key: 'category-1', value: a.value }, { key: 'cor', value: colour.value }], withFacets: true })
    for (const doc of both.docs) {
      const p = index.product(doc)
      expect(lookups.categories.get(p.categoryIds[0])!.slug).toBe(a.value)
      expect(p.skus.some((s) => s.variations.Cor && slugify(s.variations.Cor) === colour.value)).toBe(true)
    }
    // Disjunctive counts: the selected key still shows the other values.
    const categoryFacet = both.facets!.find((f) => f.key === 'category-1')!
    expect(categoryFacet.values.find((v) => v.value === a.value)!.selected).toBe(true)
    expect(categoryFacet.values.reduce((s, v) => s + v.quantity, 0)).toBe(search({ selected: [{ key: 'cor', value: colour.value }] }).total)
  })

  it('filters by price range (reais, from inclusive, to exclusive)', () => {
    const result = search({ selected: [{ key: 'price', value: '100:200' }] })
    expect(result.total).toBeGreaterThan(0)
    for (const doc of result.docs) {
      const { price } = productPricing(index.product(doc))
      expect(price).toBeGreaterThanOrEqual(10_000)
      expect(price).toBeLessThan(20_000)
    }
  })

  it('an unknown value of a known key matches nothing', () => {
    expect(search({ selected: [{ key: 'brand', value: 'no-such-brand' }] }).total).toBe(0)
  })
})

describe('sorts and pages', () => {
  const docsFor = (sort: (typeof SEARCH_SORTS)[number]) => search({ sort }).docs.map((d) => index.product(d))
  const priceOf = (p: Product) => productPricing(p).price

  it('orders by each sort', () => {
    const asc = docsFor('price_asc').map(priceOf)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = docsFor('price_desc').map(priceOf)
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    const orders = docsFor('orders_desc').map((p) => p.salesCount)
    expect(orders).toEqual([...orders].sort((a, b) => b - a))
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
    const names = docsFor('name_asc').map((p) => p.name)
    expect(names).toEqual([...names].sort(collator.compare))
    const namesDesc = docsFor('name_desc').map((p) => p.name)
    expect(namesDesc).toEqual([...namesDesc].sort((a, b) => collator.compare(b, a)))
    const release = docsFor('release_desc').map((p) => Date.parse(p.releaseDate))
    expect(release).toEqual([...release].sort((a, b) => b - a))
    const discount = docsFor('discount_desc').map((p) => {
      const { price, listPrice } = productPricing(p)
      return listPrice > 0 ? Math.fround((listPrice - price) / listPrice) : 0
    })
    expect(discount).toEqual([...discount].sort((a, b) => b - a))
  })

  it('orders a text search by relevance (score_desc), sparse and dense', () => {
    const result = search({ query: 'tenis corrida', sort: 'score_desc' })
    expect(result.total).toBeGreaterThan(1)
    const sortedByPrice = search({ query: 'tenis', sort: 'price_asc' }).docs.map((d) => productPricing(index.product(d)).price)
    expect(sortedByPrice).toEqual([...sortedByPrice].sort((a, b) => a - b))
  })

  it('gives pages that do not overlap and cover the result', () => {
    for (const sort of SEARCH_SORTS) {
      const seen = new Set<number>()
      const total = search({ sort }).total
      const pages = Math.ceil(total / 50)
      for (let page = 1; page <= pages; page++) {
        const docs = search({ sort, page, count: 50 }).docs
        for (const doc of docs) {
          expect(seen.has(doc)).toBe(false)
          seen.add(doc)
        }
      }
      expect(seen.size).toBe(total)
      expect(search({ sort, page: pages + 1, count: 50 }).docs).toEqual([])
    }
  })

  it('pages of a text query do not overlap either', () => {
    const full = search({ query: 'camiseta' }).docs
    const first = search({ query: 'camiseta', page: 1, count: 5 }).docs
    const second = search({ query: 'camiseta', page: 2, count: 5 }).docs
    expect([...first, ...second]).toEqual(full.slice(0, 10))
  })

  it('hides unavailable products when asked', () => {
    const unavailable = catalogue.products.filter((p) => !p.skus.some((s) => s.offers.some((o) => o.stock > 0)))
    expect(unavailable.length).toBeGreaterThan(0)
    const shown = search({ hideUnavailableItems: true, withFacets: true })
    expect(shown.total).toBe(catalogue.products.length - unavailable.length)
    const hidden = new Set(unavailable.map((p) => p.id))
    for (const id of ids(shown.docs)) expect(hidden.has(id)).toBe(false)
    const sum = shown.facets!.find((f) => f.key === 'brand')!.values.reduce((s, v) => s + v.quantity, 0)
    expect(sum).toBe(shown.total)
  })
})

describe('promotion words', () => {
  it('a search for liquidação lists only discounted products', () => {
    const { SearchIndex, productPricing } = jest.requireActual('../search-index') as typeof import('../search-index')
    const { SearchEngine } = jest.requireActual('../engine') as typeof import('../engine')
    const catalogue = testCatalogue({ size: 200 })
    const index = new SearchIndex(catalogue)
    const outcome = new SearchEngine(index).search({
      query: 'liquidacao',
      selected: [],
      sort: 'discount_desc',
      page: 1,
      count: 100,
      hideUnavailableItems: false,
    })
    expect(outcome.total).toBeGreaterThan(0)
    for (const doc of outcome.docs) {
      const pricing = productPricing(index.product(doc))
      expect(pricing.listPrice).toBeGreaterThan(pricing.price)
    }
  })
})
