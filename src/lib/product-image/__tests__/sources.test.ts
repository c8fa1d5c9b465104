import { PRODUCT_IMAGE_SLOTS, PRODUCT_PHOTO_WIDTHS, type ProductImageSlot } from '../../../config/image-slots'
import { productImagePreload, productImageSources } from '../sources'

const PHOTO = '/images/products/2000001-2.jpg'
const VTEX = 'http://loja.vteximg.com.br/arquivos/ids/155404/tenis.jpg?v=1'
const SLOTS = Object.keys(PRODUCT_IMAGE_SLOTS) as ProductImageSlot[]

/** The widths a srcset offers, in order. */
const widthsOf = (srcSet: string): number[] => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))

describe('productImageSources', () => {
  it('offers the embedded photographs in AVIF and WebP with a JPEG fallback, at every width of the slot', () => {
    const image = productImageSources(PHOTO, 'searchThumb')
    expect(image).toEqual({
      src: '/images/products/2000001-2-107.jpg',
      srcSet: '/images/products/2000001-2-107.jpg 107w, /images/products/2000001-2-214.jpg 214w',
      sizes: '107px',
      width: 107,
      height: 107,
      sources: [
        { type: 'image/avif', srcSet: '/images/products/2000001-2-107.avif 107w, /images/products/2000001-2-214.avif 214w' },
        { type: 'image/webp', srcSet: '/images/products/2000001-2-107.webp 107w, /images/products/2000001-2-214.webp 214w' },
      ],
    })
  })

  it('gives the card the widths of 2 columns on a phone, 3 on a tablet and 320 px above', () => {
    const card = productImageSources(PHOTO, 'card')
    expect(card.sizes).toBe('(max-width: 767px) 50vw, (max-width: 1023px) 33vw, 320px')
    expect(widthsOf(card.srcSet)).toEqual([160, 240, 320, 480, 640])
    expect([card.width, card.height, card.src]).toEqual([320, 320, '/images/products/2000001-2-320.jpg'])
  })

  it('asks for every width of every slot that the server makes (and only those)', () => {
    for (const slot of SLOTS) {
      const image = productImageSources(PHOTO, slot)
      for (const srcSet of [image.srcSet, ...image.sources.map((source) => source.srcSet)]) {
        for (const width of widthsOf(srcSet)) expect(PRODUCT_PHOTO_WIDTHS).toContain(width)
      }
      // A fixed slot offers 1× and 2×.
      if (!['card', 'gallery'].includes(slot)) expect(widthsOf(image.srcSet)).toEqual([image.width, image.width * 2])
    }
  })

  it("sizes VTEX files through the platform's resize address over https, without format sources", () => {
    const image = productImageSources(VTEX, 'cartLine')
    expect(image.src).toBe('https://loja.vteximg.com.br/arquivos/ids/155404-96-96/tenis.jpg?v=1')
    expect(image.srcSet).toBe(
      'https://loja.vteximg.com.br/arquivos/ids/155404-96-96/tenis.jpg?v=1 96w, https://loja.vteximg.com.br/arquivos/ids/155404-192-192/tenis.jpg?v=1 192w',
    )
    expect(image.sources).toEqual([])
  })

  it('gives a drawing one candidate and any other host the width in the query', () => {
    expect(productImageSources('/images/products/1-1.svg', 'quickAdd')).toMatchObject({ src: '/images/products/1-1.svg', srcSet: '/images/products/1-1.svg 120w', sources: [] })
    expect(productImageSources('https://fotos.example.com/a.jpg', 'quickAdd').srcSet).toBe(
      'https://fotos.example.com/a.jpg?width=120&height=120 120w, https://fotos.example.com/a.jpg?width=240&height=240 240w',
    )
  })
})

describe('productImagePreload', () => {
  it('preloads the most compact format with the same srcset and sizes as the picture', () => {
    expect(productImagePreload(PHOTO, 'gallery')).toEqual({
      href: '/images/products/2000001-2-600.jpg',
      imageSrcSet: productImageSources(PHOTO, 'gallery').sources[0].srcSet,
      imageSizes: '(max-width: 767px) 100vw, 600px',
      type: 'image/avif',
    })
    expect(productImagePreload(VTEX, 'card')).toMatchObject({ imageSrcSet: productImageSources(VTEX, 'card').srcSet })
    expect(productImagePreload(VTEX, 'card').type).toBeUndefined()
  })
})
