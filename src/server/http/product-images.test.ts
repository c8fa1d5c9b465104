import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import type { Catalogue } from '../../catalogue/model'
import { productImageUrl } from '../../catalogue/images'
import { PRODUCT_PHOTO_MASTER_PX, PRODUCT_PHOTO_WIDTHS } from '../../config/image-slots'
import { createProductPhotos } from '../media/product-photos'
import { productImageRoutes, skuFinder } from './product-images'
import { testCatalogue } from '../../test-support/catalogue'

/** Rendering a master costs about 0.7 s of CPU; on a loaded 2-core host, several times that. */
const RENDER_TIMEOUT_MS = 90_000

describe('product image route', () => {
  let app: FastifyInstance
  let catalogue: Catalogue
  let cacheDir: string

  beforeAll(async () => {
    catalogue = testCatalogue({ size: 80 })
    cacheDir = mkdtempSync(path.join(tmpdir(), 'photos-'))
    app = Fastify()
    await app.register(productImageRoutes, { findSku: skuFinder(catalogue), photos: createProductPhotos({ cacheDir }) })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(cacheDir, { recursive: true, force: true })
  })

  it('serves a 1,200 px JPEG photograph of 60–250 KB for each of the three pictures of a SKU, cached for a year', async () => {
    const sku = catalogue.products[3].skus[0]
    expect(sku.images).toHaveLength(3)
    for (const image of sku.images) {
      const res = await app.inject({ method: 'GET', url: image.url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PRODUCT_PHOTO_MASTER_PX, PRODUCT_PHOTO_MASTER_PX])
      expect(res.rawPayload.length).toBeGreaterThanOrEqual(60 * 1024)
      expect(res.rawPayload.length).toBeLessThanOrEqual(250 * 1024)
    }
  }, RENDER_TIMEOUT_MS)

  it('serves each derivative at the slots\' widths in AVIF, WebP and JPEG, made once and then read from disk', async () => {
    const sku = catalogue.products[4].skus[0]
    const base = sku.images[0].url.replace(/\.jpg$/, '')
    for (const [format, mime, sharpFormat] of [['avif', 'image/avif', 'heif'], ['webp', 'image/webp', 'webp'], ['jpg', 'image/jpeg', 'jpeg']] as const) {
      const res = await app.inject({ method: 'GET', url: `${base}-320.${format}` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(mime)
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 320, 320])
    }
    const files = readdirSync(cacheDir).length
    const again = await app.inject({ method: 'GET', url: `${base}-320.avif` })
    expect(again.statusCode).toBe(200)
    expect(readdirSync(cacheDir)).toHaveLength(files)
    expect(readdirSync(cacheDir).some((file) => file.endsWith('.partial'))).toBe(false)
  }, RENDER_TIMEOUT_MS)

  it('answers 404 for a width no slot shows or a format it does not make', async () => {
    const sku = catalogue.products[4].skus[0]
    const base = sku.images[0].url.replace(/\.jpg$/, '')
    const unlisted = PRODUCT_PHOTO_WIDTHS[0] + 1
    for (const url of [`${base}-${unlisted}.webp`, `${base}-320.png`, `${base}-320.gif`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('still draws the SVG of each image of a SKU (databases seeded before the photographs), cached for a year', async () => {
    const product = catalogue.products[3]
    const sku = product.skus[0]
    for (let n = 1; n <= sku.images.length; n++) {
      const res = await app.inject({ method: 'GET', url: productImageUrl(sku.id, n) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.body.startsWith('<svg')).toBe(true)
      expect(res.body).toContain('viewBox')
    }
  })

  it('serves the gift card pictures and size-guide illustrations', async () => {
    const gift = catalogue.products.find((p) => p.id === '11113')
    const res = await app.inject({ method: 'GET', url: productImageUrl(gift?.skus[0].id ?? '', 1) })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('R$ 50')
    const guide = await app.inject({ method: 'GET', url: '/images/products/guia-pe.svg' })
    expect(guide.statusCode).toBe(200)
    expect(guide.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  it('answers 404 for unknown SKUs, image numbers and names', async () => {
    const sku = catalogue.products[3].skus[0]
    for (const url of [
      '/images/products/999999999-1.svg',
      `/images/products/${sku.id}-${sku.images.length + 1}.svg`,
      '/images/products/whatever.svg',
      `/images/products/${sku.id}-1.png`,
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(404)
    }
  })
})
