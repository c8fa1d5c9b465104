import { cardFlags, discountLabel, discountPercent } from '../flags'
import { productImageUrl, productSlug } from '../../../lib/product-card/slug'

describe('cardFlags', () => {
  const flag = (value: string) => ({ value, color: '#e3262f', textColor: '#fff' })

  it('keeps only flags containing OFF of at most 7 characters', () => {
    const flags = [flag('30% OFF'), flag('Lançamento'), flag('100% OFF'), flag('OFF'), flag('5% off')]
    expect(cardFlags(flags).map((f) => f.value)).toEqual(['30% OFF', 'OFF'])
  })

  it('shows at most 2 flags', () => {
    expect(cardFlags([flag('10% OFF'), flag('20% OFF'), flag('30% OFF')]).map((f) => f.value)).toEqual(['10% OFF', '20% OFF'])
  })

  it('accepts exactly 7 characters and refuses 8', () => {
    expect(cardFlags([flag('99% OFF')])).toHaveLength(1)
    expect(cardFlags([flag('99%  OFF')])).toHaveLength(0)
  })
})

describe('discount label', () => {
  it('is the whole percentage off the list price', () => {
    expect(discountPercent(70, 100)).toBe(30)
    expect(discountLabel(55.93, 79.9)).toBe('30% OFF')
  })

  it('is null without a discount', () => {
    expect(discountLabel(100, 100)).toBeNull()
    expect(discountLabel(100, 0)).toBeNull()
  })
})

describe('productSlug', () => {
  it('uses the link when present', () => {
    expect(productSlug({ link: '/bola-x/p', linkText: 'ignored' })).toBe('/bola-x/p')
    expect(productSlug({ link: 'https://loja.example/bola-x/p' })).toBe('/bola-x/p')
  })

  it('builds linkText + /p without a link', () => {
    expect(productSlug({ linkText: 'bola-x' })).toBe('/bola-x/p')
    expect(productSlug({ link: '', linkText: 'bola-x' })).toBe('/bola-x/p')
  })

  it('builds linkText + /kit for kits', () => {
    expect(productSlug({ linkText: 'kit-treino', isKit: true })).toBe('/kit-treino/kit')
  })
})

describe('productImageUrl', () => {
  it('requests 320 × 320', () => {
    expect(productImageUrl('/images/products/1-1.svg')).toBe('/images/products/1-1.svg?width=320&height=320')
    expect(productImageUrl('https://x.vteximg.com.br/arquivos/ids/155/bola.jpg')).toBe('https://x.vteximg.com.br/arquivos/ids/155-320-320/bola.jpg')
  })
})
