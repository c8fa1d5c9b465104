/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import '../../../sdk/__tests__/textEncoderPolyfill'
import { renderToString } from 'react-dom/server'

import { ProductImage } from '../ProductImage'

const PHOTO = '/images/products/2000001-1.jpg'

describe('ProductImage', () => {
  it('is a <picture> with AVIF and WebP sources and a JPEG <img> with srcset, sizes and its box, lazy by default', () => {
    const { container } = render(<ProductImage url={PHOTO} slot="cartLine" alt="" />)
    const picture = container.querySelector('picture')!
    expect([...picture.querySelectorAll('source')].map((s) => [s.type, s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '/images/products/2000001-1-96.avif 96w, /images/products/2000001-1-192.avif 192w', '96px'],
      ['image/webp', '/images/products/2000001-1-96.webp 96w, /images/products/2000001-1-192.webp 192w', '96px'],
    ])
    const img = picture.querySelector('img')!
    expect(img.getAttribute('src')).toBe('/images/products/2000001-1-96.jpg')
    expect(img.getAttribute('sizes')).toBe('96px')
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('decoding')]).toEqual(['96', '96', 'lazy', 'async'])
    expect(img.getAttribute('data-product-image')).toBe('cartLine')
  })

  it('the largest paint is eager, at high priority and decoded with the frame', () => {
    const img = render(<ProductImage url={PHOTO} slot="gallery" alt="Bola" priority />).container.querySelector('img')!
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority'), img.getAttribute('decoding')]).toEqual(['eager', 'high', 'auto'])
  })

  it('a held picture asks for nothing (but in <noscript>) until it is let go', () => {
    const html = renderToString(<ProductImage url={PHOTO} slot="gallery" alt="" held />)
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/src(set)?=/i)
    expect(html).toMatch(/<noscript><img [^>]*src="\/images\/products\/2000001-1-600\.jpg"/)
    const { container, rerender } = render(<ProductImage url={PHOTO} slot="gallery" alt="" held />)
    expect(container.querySelector('picture img')!.hasAttribute('srcset')).toBe(false)
    expect(container.querySelector('picture source')!.hasAttribute('srcset')).toBe(false)
    rerender(<ProductImage url={PHOTO} slot="gallery" alt="" held={false} />)
    expect(container.querySelector('picture img')!.getAttribute('srcset')).toContain('-1200.jpg 1200w')
    expect(container.querySelector('picture source')!.getAttribute('srcset')).toContain('-1200.avif 1200w')
  })

  it('a deferred picture gets its addresses from its first effect', () => {
    const { container } = render(<ProductImage url={PHOTO} slot="card" alt="" deferred />)
    expect(container.querySelector('picture img')!.getAttribute('srcset')).toContain('-640.jpg 640w')
    expect(container.querySelector('picture source')!.getAttribute('srcset')).toContain('-160.avif 160w')
  })
})
