import { listingAddress, listingStateFromAddress, onlyPageDiffers } from '../address'
import { facetGroups } from '../../../lib/listing/facet-groups'
import { priceRangeLabel } from '../../../lib/listing/price-label'

const search = { path: '/pesquisa', baseFacets: [], term: null, defaultSort: 'score_desc' as const }
const brand = { path: '/marcas/arena-pro', baseFacets: [{ key: 'brand', value: 'arena-pro' }], term: null, defaultSort: 'score_desc' as const }

describe('listing addresses', () => {
  it('reads q, sort, page and facets through the toolkit', () => {
    const state = listingStateFromAddress('/pesquisa?q=bola&cor=azul&facets=cor&sort=price_asc&page=2', search)
    expect(state).toMatchObject({ term: 'bola', sort: 'price_asc', page: 2, selectedFacets: [{ key: 'cor', value: 'azul' }] })
    expect(listingAddress(state, search)).toBe('/pesquisa?q=bola&cor=azul&facets=cor&sort=price_asc&page=2')
  })

  it('keeps the listing facets first and out of the address', () => {
    const state = listingStateFromAddress('/marcas/arena-pro?cor=azul&facets=cor', brand)
    expect(state.selectedFacets).toEqual([
      { key: 'brand', value: 'arena-pro' },
      { key: 'cor', value: 'azul' },
    ])
    expect(listingAddress(state, brand)).toBe('/marcas/arena-pro?cor=azul&facets=cor&sort=score_desc&page=0')
  })

  it('uses the listing default sort and ignores unknown sorts', () => {
    const sale = { ...search, path: '/liquidacao', defaultSort: 'discount_desc' as const }
    expect(listingStateFromAddress('/liquidacao', sale).sort).toBe('discount_desc')
    expect(listingStateFromAddress('/liquidacao?sort=nope', sale).sort).toBe('discount_desc')
  })

  it('reads menu parameters (c, gender, brand) as facets', () => {
    expect(listingStateFromAddress('/pesquisa?q=liquidacao&c=feminino&sort=discount_desc', search).selectedFacets).toEqual([
      { key: 'category-1', value: 'feminino' },
    ])
  })

  it('tells a page move from a new query', () => {
    const a = listingStateFromAddress('/pesquisa?q=bola&page=0', search)
    expect(onlyPageDiffers(a, { ...a, page: 1 })).toBe(true)
    expect(onlyPageDiffers(a, { ...a, sort: 'price_asc' })).toBe(false)
  })
})

describe('filter groups', () => {
  it('keeps the filter keys in order, drops seller and empty groups, labels prices', () => {
    const groups = facetGroups([
      { type: 'TEXT', name: 'Vendido por', hidden: false, key: 'seller', values: [{ key: 'seller', value: '1', name: 'Loja', quantity: 1, selected: false }] },
      { type: 'TEXT', name: 'Marca', hidden: false, key: 'brand', values: [{ key: 'brand', value: 'x', name: 'X', quantity: 2, selected: true }] },
      { type: 'TEXT', name: 'Cor', hidden: false, key: 'cor', values: [] },
      { type: 'PRICERANGE', name: 'Preço', hidden: false, key: 'price', values: [{ key: 'price', value: '0:50', name: '0:50', quantity: 1, selected: false }] },
      { type: 'TEXT', name: 'Departamento', hidden: false, key: 'category-1', values: [{ key: 'category-1', value: 'esportes', name: 'Esportes', quantity: 5, selected: false }] },
    ])
    expect(groups.map((g) => g.key)).toEqual(['category-1', 'brand', 'price'])
    expect(groups[2].values[0].name).toBe('Até R$ 50')
  })

  it('labels price ranges', () => {
    expect(priceRangeLabel('50:100')).toBe('R$ 50 a R$ 100')
    expect(priceRangeLabel('2500:1000000')).toBe('Acima de R$ 2.500')
    expect(priceRangeLabel('x')).toBe('x')
  })
})
