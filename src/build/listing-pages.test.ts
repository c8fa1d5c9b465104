import { SEARCH_PAGE_SIZE } from '../config/constants'
import { listingDefinitions, listingPages } from './listing-pages'
import { testCatalogue } from '../test-support/catalogue'

describe('listingPages', () => {
  const catalogue = testCatalogue({ size: 200 })
  const pages = listingPages(catalogue)
  const byId = new Map(catalogue.products.map((product) => [product.id, product]))

  it('creates department, collection, brand and Liquidação listings', () => {
    const paths = pages.map((page) => page.path)
    expect(paths).toContain('/liquidacao')
    expect(paths).toContain('/colecao/lancamentos')
    expect(paths.some((p) => p.startsWith('/esportes/'))).toBe(true)
    expect(paths.some((p) => p.startsWith('/marcas/'))).toBe(true)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('puts the first page, total and filters in the context', () => {
    for (const page of pages) {
      const { initialPage } = page.context
      // Gatsby reserves these names in page context.
      for (const reserved of ['path', 'matchPath', 'component', 'componentChunkName']) expect(page.context).not.toHaveProperty(reserved)
      expect(page.context.listingPath).toBe(page.path)
      expect(initialPage.total).toBeGreaterThan(0)
      expect(page.context.productIds.length).toBe(Math.min(SEARCH_PAGE_SIZE, initialPage.total))
      for (const id of page.context.productIds) expect(byId.has(id)).toBe(true)
    }
  })

  it('filters a department by its sport and hides nothing else', () => {
    const sport = catalogue.sports[0]
    const page = pages.find((p) => p.path === `/esportes/${sport.slug}`)!
    expect(page.context.baseFacets).toEqual([{ key: 'esporte', value: sport.slug }])
    const expected = catalogue.products.filter((p) => p.sportId === sport.id && p.skus.some((s) => s.offers.some((o) => o.stock > 0))).length
    expect(page.context.initialPage.total).toBe(expected)
  })

  it('sorts the Liquidação listing by discount', () => {
    const sale = pages.find((p) => p.path === '/liquidacao')!
    const discounts = sale.context.productIds.map((id) => {
      const offer = byId.get(id)!.skus.flatMap((sku) => sku.offers).find((o) => o.stock > 0)!
      return Math.round(((offer.listPrice - offer.price) / offer.listPrice) * 100)
    })
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a))
  })

  it('skips empty listings unless asked', () => {
    const all = listingDefinitions(catalogue).length
    expect(listingPages(catalogue, { includeEmpty: true })).toHaveLength(all)
  })
})
