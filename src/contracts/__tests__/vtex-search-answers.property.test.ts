import fc from 'fast-check'
import { catalogueFromSearchProducts } from '../../catalogue/from-search-product'
import { mapAutocomplete } from '../../commerce/search'
import { facetGroups } from '../../lib/listing/facet-groups'
import { productCardFromSearch } from '../../lib/product-card/from-search-product'
import { liveOffersOf } from '../../lib/product/live-offers'
import { vtexDocument } from '../../test-support/vtex-documents/documents'
import { schemaArbitrary, type SchemaArbitraryOptions } from '../../test-support/vtex-documents/schema-arbitrary'
import type { AutocompleteResponse } from '../search'
import { isKitProduct } from '../kit-product'
import { readFacets, readSearchProducts } from '../search-read'

/**
 * Every mapper of Intelligent Search's answers, fed answers generated from
 * VTEX's own document (intelligent-search-api.json, its faults adjusted):
 * whatever the document allows — any property missing (it requires none),
 * nullable ones null, strings and numbers of any value, fields it does not
 * describe absent — reading and mapping never throw, and what comes out
 * holds the store's invariants.
 */

const search = vtexDocument('search')
const answer = (schema: string, presence: SchemaArbitraryOptions['presence']) =>
  schemaArbitrary(search, { $ref: `#/components/schemas/${schema}` }, { presence, maxItems: 3 }) as fc.Arbitrary<Record<string, unknown>>
const RUNS = { numRuns: 150 }

describe("Intelligent Search's answers as its document allows them", () => {
  for (const presence of ['all', 'any'] as const) {
    describe(presence === 'all' ? 'every documented property present' : 'any documented property missing', () => {
      it('product_search: products read, then mapped to cards, live offers and the build’s catalogue', () => {
        fc.assert(
          fc.property(answer('ProductSearch', presence), (body) => {
            const products = readSearchProducts(body.products)
            for (const product of products) {
              expect(product.productId).not.toBe('')
              expect(product.linkText).not.toBe('')
              const card = productCardFromSearch(product)
              expect(card.slug.startsWith('/')).toBe(true)
              expect(Number.isFinite(card.offer.price) && card.offer.price >= 0).toBe(true)
              expect(card.offer.listPrice).toBeGreaterThanOrEqual(card.offer.price)
              expect(card.flags).toEqual([])
              for (const offers of Object.values(liveOffersOf(product))) {
                for (const offer of offers) {
                  expect(Number.isInteger(offer.price) && offer.price >= 0).toBe(true)
                  expect(offer.listPrice).toBeGreaterThanOrEqual(offer.price)
                  expect(offer.quantity).toBeGreaterThanOrEqual(0)
                }
              }
            }
            const catalogue = catalogueFromSearchProducts(products)
            expect(new Set(catalogue.products.map((p) => p.id)).size).toBe(catalogue.products.length)
            for (const product of catalogue.products) {
              expect(product.skus.length).toBeGreaterThan(0)
              expect(catalogue.brands.some((brand) => brand.id === product.brandId)).toBe(true)
              expect(Number.isNaN(Date.parse(product.releaseDate))).toBe(false)
              for (const sku of product.skus) for (const offer of sku.offers) expect(offer.listPrice).toBeGreaterThanOrEqual(offer.price)
            }
          }),
          RUNS,
        )
      })

      it('facets: read, then grouped for the listing’s filters', () => {
        fc.assert(
          fc.property(answer('Facets', presence), (body) => {
            const facets = readFacets(body.facets)
            for (const facet of facets) for (const value of facet.values) expect(typeof value.value === 'string' && value.value !== '').toBe(true)
            for (const group of facetGroups(facets)) for (const value of group.values) expect(typeof value.name).toBe('string')
          }),
          RUNS,
        )
      })

      it('autocomplete and top searches: suggested terms and products', () => {
        fc.assert(
          fc.property(answer('AutocompleteSearchSuggestions', presence), fc.string(), (body, term) => {
            const suggestions = mapAutocomplete(term, body as AutocompleteResponse)
            for (const entry of suggestions.terms) expect(entry.term.trim()).not.toBe('')
            expect(Number.isFinite(suggestions.count)).toBe(true)
          }),
          RUNS,
        )
        fc.assert(
          fc.property(answer('TopSearches', presence), (body) => {
            expect(() => readSearchProducts(body.products)).not.toThrow()
          }),
          RUNS,
        )
      })
    })
  }

  it('an answer that is not even an object reads as nothing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(Array.isArray(readSearchProducts(value))).toBe(true)
        expect(Array.isArray(readFacets(value))).toBe(true)
        expect(() => mapAutocomplete('x', value as AutocompleteResponse)).not.toThrow()
      }),
      RUNS,
    )
  })

  it('a price facet value as the platform sends it (a range, no value) is read as from:to and labelled', () => {
    const [price] = readFacets([{ key: 'price', type: 'PRICERANGE', name: 'Preço', hidden: false, values: [{ quantity: 646, name: '', key: 'price', selected: false, range: { from: 0.23, to: 150 } }] }])
    expect(price.values).toEqual([{ quantity: 646, name: '0.23:150', key: 'price', value: '0.23:150', selected: false, range: { from: 0.23, to: 150 } }])
    expect(facetGroups([price])[0].values[0].name).toMatch(/R\$/)
  })

  it("a product without the embedded backend's extras (flags, sport, gender…) maps to a card without flags", () => {
    const [product] = readSearchProducts([{ productId: '1', linkText: 'bola', productName: 'Bola', items: [] }])
    expect(product.flags).toBeUndefined()
    expect(productCardFromSearch(product)).toMatchObject({ productId: '1', slug: '/bola/p', flags: [], offer: { price: 0, isAvailable: false } })
  })

  it('a kit page (/kit) when the product says so, else when its link does, else when a SKU is a kit; the card and the build agree', () => {
    const kitSku = { itemId: '1', isKit: true, sellers: [], images: [] }
    const [linked, unlinked, own] = readSearchProducts([
      { productId: '1', linkText: 'kit-treino', link: '/kit-treino/p', items: [kitSku] },
      { productId: '2', linkText: 'kit-praia', items: [kitSku] },
      { productId: '3', linkText: 'bola', link: '/bola/p', isKit: true, items: [kitSku] },
    ])
    expect([linked, unlinked, own].map(isKitProduct)).toEqual([false, true, true])
    expect(productCardFromSearch(linked).slug).toBe('/kit-treino/p')
    expect(productCardFromSearch(unlinked).slug).toBe('/kit-praia/kit')
    expect(catalogueFromSearchProducts([linked, unlinked]).products.map((product) => product.isKit)).toEqual([false, true])
  })
})
