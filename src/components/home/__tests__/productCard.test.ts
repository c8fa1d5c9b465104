import { HOME_SECTION_LABELS } from '../../../../cms-schemas'
import { hasListPrice, productHref, visibleCardFlags } from '../productCard'
import { SECTION_LABELS } from '../sectionLabels'

describe('product card rules', () => {
  it('builds the address from link, else linkText plus /p or /kit', () => {
    expect(productHref({ linkText: 'tenis-x' })).toBe('/tenis-x/p')
    expect(productHref({ linkText: 'kit-treino', isKit: true })).toBe('/kit-treino/kit')
    expect(productHref({ linkText: 'x', link: '/cartao-presente/p' })).toBe('/cartao-presente/p')
  })

  it('shows only flags containing OFF with at most 7 characters, at most 2', () => {
    expect(visibleCardFlags(['20% OFF', 'Frete grátis', '100% OFF!', 'OFF'])).toEqual(['20% OFF', 'OFF'])
    expect(visibleCardFlags(['10% OFF', '20% OFF', '30% OFF'])).toEqual(['10% OFF', '20% OFF'])
    expect(visibleCardFlags(['Novo'])).toEqual([])
  })

  it('shows the list price only when above the price', () => {
    expect(hasListPrice({ price: 99.9, listPrice: 129.9 })).toBe(true)
    expect(hasListPrice({ price: 99.9, listPrice: 99.9 })).toBe(false)
  })

  it('keeps the home section labels equal to the CMS schema', () => {
    expect(SECTION_LABELS).toEqual(HOME_SECTION_LABELS)
  })
})
