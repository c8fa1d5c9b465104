import { parseFacetPath, parsePriceRange, FacetPathError, facetPath } from '../facet-keys'
import { parseSort, UnknownSortError } from '../sorts'
import { boundedEditDistance, cleanTerm, foldText, hasControlCharacters, meaningfulWords, slugify, stem } from '../text'

describe('text normalisation', () => {
  it('folds accents and case', () => {
    expect(foldText('Tênis AÇÃO Óculos')).toBe('tenis acao oculos')
    expect(slugify('Azul Marinho')).toBe('azul-marinho')
    expect(slugify('Vôlei e Basquete')).toBe('volei-e-basquete')
  })

  it('stems Portuguese plurals to the singular', () => {
    expect(stem('bolas')).toBe('bola')
    expect(stem('camisetas')).toBe('camiseta')
    expect(stem('camiseta')).toBe('camiseta')
    expect(stem('tenis')).toBe('tenis')
    expect(stem('botoes')).toBe(stem('botao'))
    expect(stem('mulheres')).toBe('mulher')
    expect(stem('patins')).toBe(stem('patim'))
    expect(stem('bonus')).toBe('bonus')
  })

  it('drops stop words unless nothing else is left', () => {
    expect(meaningfulWords('Tênis de corrida para mulher')).toEqual(['tenis', 'corrida', 'mulher'])
    expect(meaningfulWords('de')).toEqual(['de'])
  })

  it('measures one edit (substitution, insertion, deletion, transposition)', () => {
    expect(boundedEditDistance('camiseta', 'camizeta', 1)).toBe(1)
    expect(boundedEditDistance('camiseta', 'camisetta', 1)).toBe(1)
    expect(boundedEditDistance('camiseta', 'camseta', 1)).toBe(1)
    expect(boundedEditDistance('bicicleta', 'bicicelta', 1)).toBe(1)
    expect(boundedEditDistance('bicicleta', 'bikecleta', 1)).toBe(2)
  })

  it('cleans control characters', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true)
    expect(hasControlCharacters('tênis')).toBe(false)
    expect(cleanTerm('  tênis \t corrida ')).toBe('tênis corrida')
  })
})

describe('facet path', () => {
  it('parses key/value pairs and aliases, normalising values', () => {
    expect(parseFacetPath('/category-1/Esportes/marca/Kalenji/cor/Azul%20Marinho/price/100:200')).toEqual([
      { key: 'category-1', value: 'esportes' },
      { key: 'brand', value: 'kalenji' },
      { key: 'cor', value: 'azul-marinho' },
      { key: 'price', value: '100:200' },
    ])
    expect(parseFacetPath('')).toEqual([])
  })

  it('rejects unknown keys, odd paths and bad price ranges', () => {
    expect(() => parseFacetPath('/sabor/morango')).toThrow(FacetPathError)
    expect(() => parseFacetPath('/brand')).toThrow(FacetPathError)
    expect(() => parseFacetPath('/price/200:100')).toThrow(FacetPathError)
    expect(() => parseFacetPath('/price/abc')).toThrow(FacetPathError)
  })

  it('round-trips to a path', () => {
    const selected = parseFacetPath('/genero/feminino/esporte/corrida')
    expect(parseFacetPath(`/${facetPath(selected)}`)).toEqual(selected)
    expect(parsePriceRange('99.90:150')).toEqual({ from: 9990, to: 15000 })
  })
})

describe('sorts', () => {
  it('accepts the eight sorts, the colon style and relevance', () => {
    expect(parseSort('price_desc')).toBe('price_desc')
    expect(parseSort('price:asc')).toBe('price_asc')
    expect(parseSort('release:desc')).toBe('release_desc')
    expect(parseSort('relevance')).toBe('score_desc')
    expect(parseSort(undefined)).toBe('score_desc')
    expect(parseSort('')).toBe('score_desc')
  })

  it('rejects anything else', () => {
    expect(() => parseSort('cheapest')).toThrow(UnknownSortError)
    expect(() => parseSort('cheapest')).toThrow('Sort param cheapest is unknown')
  })
})
