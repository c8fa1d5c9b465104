import { cardFlags, discountLabel, discountPercent } from '../flags'
import { productImageUrl, productSlug, sizedImageUrl } from '../../../lib/product-card/slug'

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

describe('sizedImageUrl: VTEX\'s resize addresses at the size of each slot', () => {
  it('puts the size in a catalogue file\'s path, replacing one already there', () => {
    expect(sizedImageUrl('https://loja.vtexassets.com/arquivos/ids/155392/tenis.jpg?v=6380', 120)).toBe('https://loja.vtexassets.com/arquivos/ids/155392-120-120/tenis.jpg?v=6380')
    expect(sizedImageUrl('https://loja.vtexassets.com/arquivos/ids/155392-55-55/tenis.jpg', 600, 400)).toBe('https://loja.vtexassets.com/arquivos/ids/155392-600-400/tenis.jpg')
  })

  it('asks VTEX\'s image hosts over https (the checkout names cart pictures over http)', () => {
    expect(sizedImageUrl('http://loja.vteximg.com.br/arquivos/ids/182417-55-55/aut.jpg?v=637755531474870000', 96)).toBe('https://loja.vteximg.com.br/arquivos/ids/182417-96-96/aut.jpg?v=637755531474870000')
  })

  it('leaves any other address as it is (the embedded store\'s drawings, an empty one)', () => {
    expect(sizedImageUrl('/images/products/1000123-1.svg', 64)).toBe('/images/products/1000123-1.svg')
    expect(sizedImageUrl('', 64)).toBe('')
    expect(sizedImageUrl('http://example.com/arquivo/ids/1/x.jpg', 64)).toBe('http://example.com/arquivo/ids/1/x.jpg')
  })
})
