/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import '../../../sdk/__tests__/textEncoderPolyfill'
import { renderToString } from 'react-dom/server'

import { ProductCard, installmentText } from '../ProductCard'
import type { ProductCardData } from '../../../lib/product-card/types'

jest.mock('gatsby', () => ({ Link: jest.requireActual('../../../test-support/gatsby-mock').Link }))

const data: ProductCardData = {
  productId: '1',
  name: 'Tênis de Corrida',
  brand: 'Pulso',
  slug: '/tenis-de-corrida/p',
  imageUrl: '/images/products/1-1.svg',
  imageAlt: 'Tênis',
  offer: { price: 239.9, listPrice: 299.9, isAvailable: true },
  installment: { count: 3, value: 79.97 },
  flags: [
    { value: '20% OFF', color: '#e3262f', textColor: '#fff' },
    { value: 'Lançamento', color: '#3643ba', textColor: '#fff' },
    { value: '5% OFF', color: '#e3262f', textColor: '#fff' },
  ],
  skuId: 's1',
  sellerId: '1',
}

describe('ProductCard', () => {
  it('shows name, price, instalment, discount and only OFF flags, linking to the product', () => {
    render(<ProductCard product={data} actions={<button type="button">Favoritar</button>} />)
    expect(screen.getByRole('link', { name: 'Tênis de Corrida' })).toHaveAttribute('href', '/tenis-de-corrida/p')
    expect(screen.getByTestId('product-price')).toHaveTextContent('R$ 239,90')
    expect(screen.getByText('ou 3x de R$ 79,97 no cartão')).toBeInTheDocument()
    expect(screen.getByTestId('discount-label')).toHaveTextContent('20% OFF')
    // '20% OFF' is the discount label already; 'Lançamento' is not an OFF flag.
    expect(screen.getAllByTestId('product-flag').map((el) => el.textContent)).toEqual(['5% OFF'])
    expect(screen.getByRole('button', { name: 'Favoritar' })).toBeInTheDocument()
    const image = document.querySelector('img')!
    // A drawing scales: one candidate; the card's sizes and square box all the same.
    expect(image.getAttribute('src')).toBe('/images/products/1-1.svg')
    expect(image.getAttribute('srcset')).toBe('/images/products/1-1.svg 320w')
    expect(image.getAttribute('sizes')).toBe('(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 320px')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '320'])
  })

  it('offers a photograph in AVIF and WebP with a JPEG fallback along the card widths', () => {
    const { container } = render(<ProductCard product={{ ...data, imageUrl: '/images/products/2000001-1.jpg' }} />)
    const picture = container.querySelector('picture')!
    const sources = [...picture.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')?.split(', ')[0]])
    expect(sources).toEqual([
      ['image/avif', '/images/products/2000001-1-160.avif 160w'],
      ['image/webp', '/images/products/2000001-1-160.webp 160w'],
    ])
    const image = picture.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/images/products/2000001-1-320.jpg')
    expect(image.getAttribute('srcset')).toContain('/images/products/2000001-1-640.jpg 640w')
  })

  it('loads an eager image at once with high priority, and a lazy one lazily', () => {
    const { container, rerender } = render(<ProductCard product={data} eager />)
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager')
    expect(container.querySelector('img')!.getAttribute('fetchpriority')).toBe('high')
    rerender(<ProductCard product={data} />)
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('img')!.getAttribute('fetchpriority')).toBeNull()
  })

  it('a deferred image: the server’s HTML has no address but in <noscript>, and the first effect sets it', () => {
    const serverHtml = renderToString(<ProductCard product={data} deferImage />)
    const outsideNoscript = serverHtml.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    expect(outsideNoscript).toMatch(/<img [^>]*loading="lazy"/)
    expect(outsideNoscript).not.toMatch(/<img [^>]*src=/)
    expect(serverHtml).toMatch(/<noscript><img [^>]*src="\/images\/products\/1-1\.svg"/)

    const { container } = render(<ProductCard product={data} deferImage />)
    const image = container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('/images/products/1-1.svg')
    expect(image.getAttribute('srcset')).toBe('/images/products/1-1.svg 320w')
    expect(image.getAttribute('loading')).toBe('lazy')
  })

  it('an eager image is never deferred', () => {
    const serverHtml = renderToString(<ProductCard product={data} eager deferImage />)
    expect(serverHtml).not.toContain('<noscript>')
    expect(serverHtml).toMatch(/<img [^>]*src="\/images\/products\/1-1\.svg/)
  })

  it('writes a single instalment as the amount', () => {
    expect(installmentText({ count: 1, value: 89.9 })).toBe('ou R$ 89,90 no cartão')
  })
})
