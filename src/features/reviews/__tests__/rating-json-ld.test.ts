/** @jest-environment jsdom */
import { aggregateRating, productNodeId, productNodeIdOfPage, ratingJsonLd } from '../ui/rating-json-ld'

describe('reviews rating JSON-LD', () => {
  it('names the product node after the page, without a doubled slash', () => {
    expect(productNodeId('https://loja.example/', '/bola/p')).toBe('https://loja.example/bola/p#product')
  })

  it('has no rating without reviews', () => {
    expect(aggregateRating({ average: null, count: 0 })).toBeNull()
    expect(ratingJsonLd('x#product', { average: null, count: 0 })).toBeNull()
  })

  it('gives the mean with one decimal, the count and the scale', () => {
    expect(ratingJsonLd('https://loja.example/bola/p#product', { average: 4.25, count: 3 })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://loja.example/bola/p#product',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 3, bestRating: 5, worstRating: 1 },
    })
  })

  it("names the page's node after the canonical address the head declares", () => {
    document.head.innerHTML = '<link rel="canonical" href="https://loja.example/bola/p">'
    expect(productNodeIdOfPage('/bola/p')).toBe('https://loja.example/bola/p#product')
    document.head.innerHTML = ''
    expect(productNodeIdOfPage('/bola/p')).toBe(`${window.location.origin}/bola/p#product`)
  })
})
