import Fastify, { type FastifyInstance } from 'fastify'
import type { Catalogue } from '../../catalogue/model'
import { productImageRoutes, skuFinder } from './product-images'
import { testCatalogue } from '../../test-support/catalogue'

describe('product image route', () => {
  let app: FastifyInstance
  let catalogue: Catalogue

  beforeAll(async () => {
    catalogue = testCatalogue({ size: 80 })
    app = Fastify()
    await app.register(productImageRoutes, { findSku: skuFinder(catalogue) })
    await app.ready()
  })
  afterAll(() => app.close())

  it('serves an SVG for each image of a SKU, cached for a year', async () => {
    const product = catalogue.products[3]
    const sku = product.skus[0]
    for (const image of sku.images) {
      const res = await app.inject({ method: 'GET', url: image.url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.body.startsWith('<svg')).toBe(true)
      expect(res.body).toContain('viewBox')
    }
  })

  it('serves the gift card pictures and size-guide illustrations', async () => {
    const gift = catalogue.products.find((p) => p.id === '11113')
    const res = await app.inject({ method: 'GET', url: gift?.skus[0].images[0].url ?? '' })
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
