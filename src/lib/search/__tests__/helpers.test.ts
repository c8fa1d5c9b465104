import { facetPathOf, legacyListingFacets } from '../facets'
import { canSubmitSearch, sanitizeSearchInput, searchPageHref } from '../sanitize'
import { SORT_LABELS, SORT_OPTIONS } from '../sorts'

describe('facets and terms', () => {
  it('writes the facet path as key/value pairs', () => {
    expect(facetPathOf([])).toBe('')
    expect(facetPathOf([{ key: 'cor', value: 'azul marinho' }])).toBe('cor/azul%20marinho')
  })

  it('reads menu parameters as facets', () => {
    expect(legacyListingFacets(new URLSearchParams('c=feminino/roupas/leggings&gender=infantil&brand=arena-pro'))).toEqual([
      { key: 'category-1', value: 'feminino' },
      { key: 'category-2', value: 'roupas' },
      { key: 'category-3', value: 'leggings' },
      { key: 'genero', value: 'infantil' },
      { key: 'brand', value: 'arena-pro' },
    ])
  })

  it('sanitises typed text and submits from 3 characters', () => {
    expect(sanitizeSearchInput('  <b>bola</b>\u0007 de   futebol ')).toBe('bbola/b de futebol ')
    expect(sanitizeSearchInput('x'.repeat(300))).toHaveLength(200)
    expect(canSubmitSearch('bo')).toBe(false)
    expect(canSubmitSearch(' bo ')).toBe(false)
    expect(canSubmitSearch('bol')).toBe(true)
    expect(searchPageHref(' tênis ')).toBe('/pesquisa?q=t%C3%AAnis')
  })

  it('labels the 8 sorts in Portuguese', () => {
    expect(SORT_OPTIONS).toHaveLength(8)
    expect(SORT_LABELS.price_asc).toBe('Menor preço')
    expect(SORT_LABELS.score_desc).toBe('Mais relevantes')
  })
})
