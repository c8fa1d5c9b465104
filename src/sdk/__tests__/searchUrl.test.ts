import fc from 'fast-check'

import { SEARCH_SORTS } from '../../config/constants'
import { initSearchState } from '../search/state'
import type { SearchState } from '../search/types'
import { formatSearchState, parseSearchState, RESERVED_SEARCH_PARAMS, toSearchURL } from '../search/url'

describe('formatSearchState', () => {
  it('writes q, one pair per facet, facets, sort and page', () => {
    const state = initSearchState({
      base: '/pesquisa/',
      term: 'tênis corrida',
      sort: 'price_asc',
      page: 2,
      selectedFacets: [
        { key: 'brand', value: 'Kalenji' },
        { key: 'tamanho', value: '42' },
        { key: 'brand', value: 'Kiprun' },
      ],
    })
    const url = toSearchURL(state)
    expect(url.pathname).toBe('/pesquisa/')
    expect([...url.searchParams]).toEqual([
      ['q', 'tênis corrida'],
      ['brand', 'Kalenji'],
      ['tamanho', '42'],
      ['brand', 'Kiprun'],
      ['facets', 'brand,tamanho'],
      ['sort', 'price_asc'],
      ['page', '2'],
    ])
    expect(formatSearchState(state)).toBe(
      '/pesquisa/?q=t%C3%AAnis+corrida&brand=Kalenji&tamanho=42&brand=Kiprun&facets=brand%2Ctamanho&sort=price_asc&page=2',
    )
  })

  it('omits q without a term', () => {
    expect(formatSearchState(initSearchState())).toBe('/?facets=&sort=score_desc&page=0')
  })
})

describe('parseSearchState', () => {
  it('reads an address', () => {
    expect(parseSearchState('/esportes/?q=bola&cor=Azul&facets=cor&sort=name_asc&page=1&utm_source=x')).toEqual({
      base: '/esportes/',
      term: 'bola',
      sort: 'name_asc',
      page: 1,
      selectedFacets: [{ key: 'cor', value: 'Azul' }],
    })
  })

  it('uses the defaults for missing parameters', () => {
    expect(parseSearchState(new URL('https://loja.example/pesquisa'))).toEqual(initSearchState({ base: '/pesquisa/' }))
  })

  it('throws for an unknown sort', () => {
    expect(() => parseSearchState('/?sort=foo')).toThrow('[store-sdk]: Sort param foo is unknown')
  })

  it('ignores a malformed page', () => {
    expect(parseSearchState('/?page=-3').page).toBe(0)
    expect(parseSearchState('/?page=abc').page).toBe(0)
  })
})

describe('parse(format(state)) equals state', () => {
  const tricky = fc.constantFrom('á', 'ç', 'ã', 'ê', ' ', '&', '=', '+', '%', '?', '#', '/', ',', 'a', 'Z', '9', '-', '😀')
  const text = (minLength: number) =>
    fc.oneof(fc.string({ minLength }), fc.array(tricky, { minLength, maxLength: 12 }).map((chars) => chars.join('')))
  // Facet keys cannot hold a comma (the `facets` list) nor be a reserved parameter.
  const facetKey = text(1).filter(
    (key) => !key.includes(',') && !(RESERVED_SEARCH_PARAMS as readonly string[]).includes(key),
  )
  const facet = fc.record({ key: facetKey, value: text(0) })
  const state: fc.Arbitrary<SearchState> = fc.record({
    sort: fc.constantFrom(...SEARCH_SORTS),
    selectedFacets: fc.array(facet, { maxLength: 6 }),
    term: fc.option(text(0), { nil: null }),
    base: fc.constantFrom('/', '/pesquisa/', '/esportes/corrida/', '/tênis/', '/calçados e acessórios/'),
    page: fc.nat({ max: 10_000 }),
  })

  it('for arbitrary terms, facets, sorts and pages', () => {
    fc.assert(
      fc.property(state, (generated) => {
        expect(parseSearchState(formatSearchState(generated))).toEqual(generated)
        expect(parseSearchState(toSearchURL(generated, 'https://loja.example'))).toEqual(generated)
      }),
      { numRuns: 500 },
    )
  })

  it('for facets with accents, spaces, & and =', () => {
    const generated = initSearchState({
      term: 'bola & rede = vôlei',
      selectedFacets: [
        { key: 'marca & cia', value: 'Açaí = bom' },
        { key: 'tamanho', value: 'P & M' },
        { key: 'marca & cia', value: '' },
      ],
    })
    expect(parseSearchState(formatSearchState(generated))).toEqual(generated)
  })
})
