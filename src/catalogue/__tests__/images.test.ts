import { IMAGE_ICONS, escapeXml, iconForName, parseProductImageFile, productImageSvg, productPhotoSvg, sizeGuideSvg, wrapName } from '../images'

describe('product images', () => {
  it('draws a well-formed, small SVG with a viewBox and escaped text', () => {
    const svg = productImageSvg({ name: 'Bola <Pro> & Cia "Top"', icon: 'ball', colour: 'Azul', view: 1 })
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    expect(svg).toContain('viewBox="0 0 400 400"')
    expect(svg).toContain('&amp;')
    expect(svg).toContain('&lt;Pro&gt;')
    expect(svg).not.toMatch(/<Pro>/)
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
    expect(svg.length).toBeLessThan(3072)
    // Balanced tags.
    const opened = (svg.match(/<(?!\/)[a-z]+[^>]*[^/]>/g) ?? []).length
    const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length
    expect(opened).toBe(closed)
  })

  it('tints by colour and changes with the view', () => {
    const blue = productImageSvg({ name: 'Camiseta', icon: 'shirt', colour: 'Azul' })
    const red = productImageSvg({ name: 'Camiseta', icon: 'shirt', colour: 'Vermelho' })
    expect(blue).not.toBe(red)
    expect(productImageSvg({ name: 'Camiseta', icon: 'shirt', colour: 'Azul', view: 2 })).not.toBe(blue)
    expect(productImageSvg({ name: 'X', icon: 'generic', colour: 'Cor desconhecida' })).toContain('#007cb9')
  })

  it('picks icons by product type', () => {
    expect(iconForName('Tênis de Corrida Masculino X')).toBe('shoe')
    expect(iconForName('Raquete de Tênis Y')).toBe('racket')
    expect(iconForName('Tubo de Bolas de Tênis Z')).toBe('ball')
    expect(iconForName('Bola de Futebol Campo')).toBe('ball')
    expect(iconForName('Camiseta Dry-Fit Feminina')).toBe('shirt')
    expect(iconForName('Bicicleta Aro 29 Z')).toBe('bike')
    expect(iconForName('Garrafa Térmica Z')).toBe('bottle')
    expect(iconForName('Barraca de Camping 3 Pessoas')).toBe('tent')
    expect(iconForName('Kit Bola de Futebol + Caneleira Arena')).toBe('ball')
    expect(iconForName('Cartão Presente Arena Esportes')).toBe('giftcard')
    expect(iconForName('Meia Esportiva Cano Médio Arena Pro Run')).toBe('sock')
    expect(iconForName('Luva de Boxe Arena 12 oz')).toBe('boxing-glove')
    expect(iconForName('Luva de Goleiro Arena')).toBe('glove')
    expect(iconForName('Conjunto de Proteção para Skate')).toBe('knee-pad')
    expect(iconForName('Conjunto Esportivo Masculino')).toBe('shirt')
    expect(iconForName('Bicicleta Ergométrica Arena')).toBe('exercise-bike')
    expect(iconForName('Protetor Bucal')).toBe('mouthguard')
    expect(iconForName('Parafina para Surf')).toBe('generic')
  })

  it('has a drawing of its own for every kind, each well-formed in the studio picture', () => {
    const bodies = new Set<string>()
    for (const icon of IMAGE_ICONS) {
      const svg = productPhotoSvg({ name: '', icon, colour: 'Azul' })
      const opened = (svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length
      expect({ icon, balanced: opened === closed }).toEqual({ icon, balanced: true })
      bodies.add(svg)
    }
    expect(bodies.size).toBe(IMAGE_ICONS.length)
  })

  it('wraps names on two lines', () => {
    expect(wrapName('Bola')).toEqual(['Bola', ''])
    const [a, b] = wrapName('Tênis de Corrida Masculino Pulso Running Cushion Max 300 Ultra Long Name')
    expect(a.length).toBeLessThanOrEqual(24)
    expect(b.length).toBeLessThanOrEqual(24)
    expect(b.endsWith('…')).toBe(true)
  })

  it('parses image file names', () => {
    expect(parseProductImageFile('1000123-2.svg')).toEqual({ kind: 'sku', skuId: '1000123', n: 2 })
    expect(parseProductImageFile('guia-torax.svg')).toEqual({ kind: 'size-guide', image: 'torax' })
    expect(parseProductImageFile('guia-nariz.svg')).toBeNull()
    expect(parseProductImageFile('../etc.svg')).toBeNull()
    expect(parseProductImageFile('1000123-0.svg')).toBeNull()
    expect(parseProductImageFile('1000123-1.png')).toBeNull()
  })

  it('escapes XML and draws size-guide pictures', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;')
    const svg = sizeGuideSvg('pe')
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('viewBox')
  })
})
