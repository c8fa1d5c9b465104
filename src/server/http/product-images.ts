/**
 * GET /images/products/:file — the catalogue's product pictures, made on
 * demand from the SKU they belong to: photographs ({skuId}-{n}.jpg, 1,200 px,
 * and {skuId}-{n}-{width}.{avif|webp|jpg} at the slots' widths, rendered once
 * and kept on disk), drawings ({skuId}-{n}.svg) and the size-guide
 * illustrations (guia-{measure}.svg). Immutable: a URL always draws the same.
 */
import type { FastifyPluginAsync } from 'fastify'
import { PRODUCT_PHOTO_MIME } from '../../config/image-slots'
import { imageParamsFor, parseProductImageFile, productImageSvg, sizeGuideSvg } from '../../catalogue/images'
import type { Catalogue, Product, Sku } from '../../catalogue/model'
import type { ProductPhotos } from '../media/product-photos'

export interface ProductImageRoutesOptions {
  /** Finds a SKU with its product (the server passes the catalogue repository's lookup). */
  findSku(skuId: string): { product: Product; sku: Sku } | undefined
  /** Renders and keeps the photographs. */
  photos: ProductPhotos
}

/** A lookup over an in-memory catalogue (tests, tools). */
export function skuFinder(catalogue: Catalogue): ProductImageRoutesOptions['findSku'] {
  const skus = new Map<string, { product: Product; sku: Sku }>()
  for (const product of catalogue.products) {
    for (const sku of product.skus) skus.set(sku.id, { product, sku })
  }
  return (skuId) => skus.get(skuId)
}

export const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
export const SVG_CONTENT_TYPE = 'image/svg+xml'

export const productImageRoutes: FastifyPluginAsync<ProductImageRoutesOptions> = async (app, options) => {
  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const parsed = parseProductImageFile(request.params.file)
    if (parsed?.kind === 'photo') {
      const entry = options.findSku(parsed.skuId)
      if (entry && parsed.n <= entry.sku.images.length) {
        const photo = await options.photos.get(imageParamsFor(entry.product, entry.sku, parsed.n), parsed.width, parsed.format)
        return reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).type(PRODUCT_PHOTO_MIME[parsed.format]).send(photo.body)
      }
    }
    let body: string | null = null
    if (parsed?.kind === 'size-guide') {
      body = sizeGuideSvg(parsed.image)
    } else if (parsed?.kind === 'sku') {
      const entry = options.findSku(parsed.skuId)
      if (entry && parsed.n <= entry.sku.images.length) body = productImageSvg(imageParamsFor(entry.product, entry.sku, parsed.n))
    }
    if (body === null) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found')
    }
    return reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).type(SVG_CONTENT_TYPE).send(body)
  })
}
