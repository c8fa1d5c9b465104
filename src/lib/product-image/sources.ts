/**
 * What a product `<img>` asks for in a slot (config/image-slots): `srcset`
 * at the slot's widths with its `sizes`, its declared width and height, and
 * the `<picture>` sources of compact formats.
 * - The embedded catalogue's photographs (`/images/products/{sku}-{n}.jpg`):
 *   AVIF and WebP sources and the JPEG fallback, at widths the server makes.
 * - VTEX catalogue files (`/arquivos/ids/{id}/…`): the platform's resize
 *   address at each width (the platform picks the format).
 * - Drawings (`.svg`): one candidate, the drawing scales.
 * - Any other address (a merchant feed's photo host): `?width=&height=` at each width.
 */
import { PRODUCT_IMAGE_SLOTS, PRODUCT_PHOTO_MIME, type ProductImageSlot } from '../../config/image-slots'
import { isProductPhotoUrl, productPhotoDerivativeUrl } from '../../catalogue/images'
import { productImageUrl } from '../product-card/slug'

export interface PictureSource {
  type: string
  srcSet: string
}

export interface ProductImageSources {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
  /** `<source>`s before the `<img>`, most compact format first (none where the host picks the format). */
  sources: PictureSource[]
}

const SVG_URL = /\.svg(?:[?#].*)?$/i

const candidates = (widths: readonly number[], urlAt: (width: number) => string): string =>
  widths.map((width) => `${urlAt(width)} ${width}w`).join(', ')

export function productImageSources(url: string, slot: ProductImageSlot): ProductImageSources {
  const { px, widths, sizes } = PRODUCT_IMAGE_SLOTS[slot]
  const box = { sizes, width: px, height: px }
  if (isProductPhotoUrl(url)) {
    return {
      ...box,
      src: productPhotoDerivativeUrl(url, px, 'jpg'),
      srcSet: candidates(widths, (width) => productPhotoDerivativeUrl(url, width, 'jpg')),
      sources: (['avif', 'webp'] as const).map((format) => ({
        type: PRODUCT_PHOTO_MIME[format],
        srcSet: candidates(widths, (width) => productPhotoDerivativeUrl(url, width, format)),
      })),
    }
  }
  if (SVG_URL.test(url) || url.startsWith('data:')) return { ...box, src: url, srcSet: `${url} ${px}w`, sources: [] }
  return { ...box, src: productImageUrl(url, px), srcSet: candidates(widths, (width) => productImageUrl(url, width)), sources: [] }
}

/** The attributes of a `<link rel="preload" as="image">` for the picture the page paints largest (its most compact format). */
export function productImagePreload(url: string, slot: ProductImageSlot): { href: string; imageSrcSet: string; imageSizes: string; type?: string } {
  const image = productImageSources(url, slot)
  const best = image.sources[0]
  return best
    ? { href: image.src, imageSrcSet: best.srcSet, imageSizes: image.sizes, type: best.type }
    : { href: image.src, imageSrcSet: image.srcSet, imageSizes: image.sizes }
}
