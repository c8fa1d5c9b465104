import { listingSearchOf, listingSearchOfUri } from './listing-search'

describe('listing shorthand → search', () => {
  it('maps a category path to category facets by depth', () => {
    expect(listingSearchOfUri('c=esportes/corrida/tenis-de-corrida&sort=orders_desc')).toEqual({
      term: '',
      facets: [
        { key: 'category-1', value: 'esportes' },
        { key: 'category-2', value: 'corrida' },
        { key: 'category-3', value: 'tenis-de-corrida' },
      ],
      sort: 'orders_desc',
    })
  })

  it('adds gender and brand filters and keeps the term', () => {
    expect(listingSearchOf({ c: 'infantil', gender: 'infantil', brand: 'arena-pro', q: 'tenis' })).toEqual({
      term: 'tenis',
      facets: [
        { key: 'category-1', value: 'infantil' },
        { key: 'genero', value: 'infantil' },
        { key: 'brand', value: 'arena-pro' },
      ],
      sort: 'score_desc',
    })
  })

  it('treats collections as saved searches', () => {
    expect(listingSearchOfUri('collection=lancamentos')).toEqual({ term: '', facets: [], sort: 'release_desc' })
    expect(listingSearchOfUri('collection=presentes-ate-99')).toEqual({ term: '', facets: [{ key: 'price', value: '0:99' }], sort: 'orders_desc' })
    expect(listingSearchOfUri('collection=verao-praia')).toEqual({ term: 'verao praia', facets: [], sort: 'score_desc' })
  })
})
