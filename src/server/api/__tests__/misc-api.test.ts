import { startTestServer, type TestServer } from '../../test-support/server'
import { CEP_RECORDS } from '../../domain/address/cep-data'
import { isCatalogueSeeded, loadCatalogue, writeCatalogue } from '../../storage/catalogue-repository'
import type { Catalogue, Product } from '../../../catalogue/model'
import { DY_ID_COOKIE_SECONDS, DY_SESSION_COOKIE_SECONDS } from '../../../config/constants'
import type { ErrorBody } from '../../http/errors'

/** A two-product catalogue for databases the generator has not filled. */
function tinyCatalogue(): Catalogue {
  const product = (id: string, sellerId: string, stock: number): Product => ({
    id,
    name: `Produto ${id}`,
    linkText: `produto-${id}`,
    description: '',
    brandId: 'b1',
    categoryIds: [],
    sportId: null,
    gender: 'Unissex',
    isKit: false,
    kitSkuIds: [],
    releaseDate: '2024-01-01',
    productReference: id,
    specifications: [],
    flags: [],
    sizeGuide: null,
    salesCount: 0,
    skus: [
      {
        id: `${id}1`,
        name: 'Único',
        ean: `789${id}1`,
        refId: id,
        manufacturerCode: id,
        variations: {},
        images: [],
        offers: [{ sellerId, price: 9990, listPrice: 9990, stock, installments: [] }],
        measurementUnit: 'un',
        unitMultiplier: 1,
      },
    ],
  })
  return {
    sellers: [
      { id: '1', name: 'Arena Esportes', isRetailer: true },
      { id: 'mkp1', name: 'Loja Parceira', isRetailer: false },
    ],
    brands: [{ id: 'b1', name: 'Marca', slug: 'marca', own: true }],
    sports: [],
    categories: [],
    products: [product('900', '1', 10), product('901', 'mkp1', 5), product('902', '1', 0)],
  }
}

describe('address, error log, freight simulation and personalisation APIs', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
    if (!isCatalogueSeeded(server.composition.db)) writeCatalogue(server.composition.db, tinyCatalogue())
  })
  afterAll(async () => {
    await server.close()
  })

  describe('GET /api/getAddressByPostalCode', () => {
    it('seeds about fifty CEPs across every region', () => {
      expect(CEP_RECORDS.length).toBeGreaterThanOrEqual(50)
      const states = new Set(CEP_RECORDS.map((r) => r.state))
      for (const uf of ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'DF', 'AM', 'PA']) expect(states).toContain(uf)
      expect(new Set(CEP_RECORDS.map((r) => r.postalCode)).size).toBe(CEP_RECORDS.length)
    })

    it('answers the address of a known CEP, with or without the hyphen', async () => {
      for (const cep of ['01310-100', '01310100']) {
        const res = await server.client().get(`/api/getAddressByPostalCode?cep=${cep}`)
        expect(res.status).toBe(200)
        expect(res.body).toEqual({
          postalCode: '01310-100',
          street: 'Avenida Paulista',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          country: 'BRA',
          geoCoordinates: [-46.6559, -23.5614],
        })
      }
    })

    it('400 for a malformed CEP, 404 for an unknown one (JSON)', async () => {
      for (const query of ['cep=123', 'cep=abcde-fgh', 'cep=01310-1000', '', 'cep=01310--100']) {
        const res = await server.client().get<ErrorBody>(`/api/getAddressByPostalCode?${query}`)
        expect(res.status).toBe(400)
        expect(res.headers.get('content-type')).toMatch(/json/)
      }
      const res = await server.client().get<ErrorBody>('/api/getAddressByPostalCode?cep=00000-000')
      expect(res.status).toBe(404)
      expect(res.body.error.code).toBe('POSTAL_CODE_NOT_FOUND')
    })
  })

  describe('error log (data entity log, schema pdp)', () => {
    const search = (where: string) => server.client().get<Array<Record<string, string>>>(`/api/dataentities/log/search?_schema=pdp&_where=${encodeURIComponent(where)}`)

    it('creates a document only when none exists for the slug and context', async () => {
      const client = server.client()
      expect((await search('slug=/tenis-x/p AND context=addToCart')).body).toEqual([])
      const created = await client.post<{ Id: string; DocumentId: string; created: boolean }>('/api/dataentities/log/documents', {
        slug: '/tenis-x/p',
        context: 'addToCart',
        error: 'TypeError: x is undefined',
      })
      expect(created.status).toBe(201)
      expect(created.body.created).toBe(true)
      expect(created.body.Id).toBe(`log-${created.body.DocumentId}`)

      const again = await client.post<{ DocumentId: string; created: boolean }>('/api/dataentities/log/documents', {
        slug: '/tenis-x/p',
        context: 'addToCart',
        error: 'another message',
      })
      expect(again.status).toBe(200)
      expect(again.body).toMatchObject({ created: false, DocumentId: created.body.DocumentId })

      const found = await search('(slug="/tenis-x/p" AND context=addToCart)')
      expect(found.status).toBe(200)
      expect(found.body).toHaveLength(1)
      expect(found.body[0]).toMatchObject({ slug: '/tenis-x/p', context: 'addToCart', error: 'TypeError: x is undefined' })
      expect((await search('slug=/tenis-x/p AND context=other')).body).toEqual([])
      // Objects are stored as JSON text.
      const objectError = await client.post('/api/dataentities/log/documents', { slug: '/a/p', context: 'c', error: { message: 'boom' } })
      expect(objectError.status).toBe(201)
      expect((await search("context='c' AND slug=/a/p")).body[0].error).toBe('{"message":"boom"}')
    })

    it('validates schema, where and body', async () => {
      const client = server.client()
      expect((await client.get('/api/dataentities/log/search?_schema=other&_where=slug%3Da')).status).toBe(400)
      expect((await client.get('/api/dataentities/log/search?_where=slug%3Da')).status).toBe(400)
      expect((await client.get('/api/dataentities/log/search?_schema=pdp')).status).toBe(400)
      expect((await client.get(`/api/dataentities/log/search?_schema=pdp&_where=${encodeURIComponent('email=x')}`)).status).toBe(400)
      expect((await client.get(`/api/dataentities/log/search?_schema=pdp&_where=${encodeURIComponent('slug=a OR 1=1')}`)).status).toBe(400)
      expect((await client.get('/api/dataentities/log/search?_schema=pdp&slug=a&context=b')).status).toBe(200)
      for (const body of [{}, { slug: 'a' }, { slug: 'a', context: 'b' }, { slug: '', context: 'b', error: 'e' }, { slug: 'a'.repeat(501), context: 'b', error: 'e' }]) {
        expect((await client.post('/api/dataentities/log/documents', body)).status).toBe(400)
      }
      expect((await client.post('/api/dataentities/log/documents', { slug: 'a', context: 'b', error: 'e' }, { xsrf: false })).status).toBe(403)
    })
  })

  describe('POST /api/pdp/simulation', () => {
    interface Simulation {
      postalCode: string
      packages: Array<{
        seller: string
        items: Array<{ id: string; quantity: number }>
        deliveryTypes: Array<{ id: string; price: number; shippingEstimate: string; deliveryChannel: string }>
        pickupPoints: { recommend: Array<{ id: string; slaId: string; friendlyName: string; price: number; distanceKm: number }> }
      }>
      unavailableItems: Array<{ id: string }>
    }

    function availableSku(retailer: boolean): { id: string; seller: string } {
      const catalogue = loadCatalogue(server.composition.db)
      for (const product of catalogue.products) {
        for (const sku of product.skus) {
          const offer = sku.offers.find((o) => (o.sellerId === '1') === retailer && o.stock >= 2)
          if (offer) return { id: sku.id, seller: offer.sellerId }
        }
      }
      throw new Error('no SKU in stock')
    }

    it('answers packages with delivery types and recommended pickup points', async () => {
      const sku = availableSku(true)
      const res = await server.client().post<Simulation>('/api/pdp/simulation', {
        items: [{ ...sku, quantity: 1 }],
        postalCode: '01310100',
        country: 'BRA',
      })
      expect(res.status).toBe(200)
      expect(res.body.postalCode).toBe('01310-100')
      expect(res.body.packages).toHaveLength(1)
      const [pkg] = res.body.packages
      expect(pkg.seller).toBe('1')
      expect(pkg.deliveryTypes.map((d) => d.id)).toEqual(['Normal', 'Expressa'])
      for (const type of pkg.deliveryTypes) {
        expect(Number.isInteger(type.price)).toBe(true)
        expect(type.shippingEstimate).toMatch(/^\d+bd$/)
        expect(type.deliveryChannel).toBe('delivery')
      }
      expect(pkg.pickupPoints.recommend.length).toBeGreaterThan(0)
      expect(pkg.pickupPoints.recommend[0]).toMatchObject({ price: 0 })
      const distances = pkg.pickupPoints.recommend.map((p) => p.distanceKm)
      expect([...distances].sort((a, b) => a - b)).toEqual(distances)

      // More units cost more (or the same), never less.
      const two = await server.client().post<Simulation>('/api/pdp/simulation', { items: [{ ...sku, quantity: 2 }], postalCode: '01310-100', country: 'BRA' })
      expect(two.body.packages[0].deliveryTypes[0].price).toBeGreaterThanOrEqual(pkg.deliveryTypes[0].price)
    })

    it('splits packages by seller; marketplace packages have no store pickup', async () => {
      const own = availableSku(true)
      const partner = availableSku(false)
      const res = await server.client().post<Simulation>('/api/pdp/simulation', {
        items: [{ ...own, quantity: 1 }, { ...partner, quantity: 1 }, { id: 'nope', seller: '1', quantity: 1 }],
        postalCode: '30130-010',
        country: 'BRA',
      })
      expect(res.status).toBe(200)
      expect(res.body.packages.map((p) => p.seller).sort()).toEqual(['1', partner.seller].sort())
      expect(res.body.packages.find((p) => p.seller === partner.seller)!.pickupPoints.recommend).toEqual([])
      expect(res.body.unavailableItems.map((i) => i.id)).toEqual(['nope'])
    })

    it('validates the body (400) and returns no packages for a CEP outside every region', async () => {
      const sku = availableSku(true)
      const bad = [
        {},
        { items: [], postalCode: '01310-100', country: 'BRA' },
        { items: [{ ...sku, quantity: 0 }], postalCode: '01310-100', country: 'BRA' },
        { items: [{ ...sku, quantity: 31 }], postalCode: '01310-100', country: 'BRA' },
        { items: [{ ...sku, quantity: 1 }], postalCode: '0131', country: 'BRA' },
        { items: [{ ...sku, quantity: 1 }], postalCode: '01310-100', country: 'USA' },
        { items: [{ seller: '1', quantity: 1 }], postalCode: '01310-100', country: 'BRA' },
      ]
      for (const body of bad) expect((await server.client().post('/api/pdp/simulation', body)).status).toBe(400)
      const nowhere = await server.client().post<Simulation>('/api/pdp/simulation', { items: [{ ...sku, quantity: 1 }], postalCode: '00000-000', country: 'BRA' })
      expect(nowhere.status).toBe(200)
      expect(nowhere.body.packages).toEqual([])
    })
  })

  describe('personalisation cookies and caller IP', () => {
    it('answers _dyid, _dyid_server and _dyjsession with fixed shapes and random ids', async () => {
      const a = await server.client().get<Array<{ name: string; value: string; maxAge: number }>>('/api/getDynamicYieldCookies')
      const b = await server.client().get<Array<{ name: string; value: string; maxAge: number }>>('/api/getDynamicYieldCookies')
      expect(a.status).toBe(200)
      expect(a.body.map((c) => c.name)).toEqual(['_dyid', '_dyid_server', '_dyjsession'])
      expect(a.body[0].value).toMatch(/^-?[1-9]\d{0,18}$/)
      expect(a.body[1].value).toBe(a.body[0].value)
      expect(a.body[2].value).toMatch(/^[0-9a-f]{32}$/)
      expect(a.body.map((c) => c.maxAge)).toEqual([DY_ID_COOKIE_SECONDS, DY_ID_COOKIE_SECONDS, DY_SESSION_COOKIE_SECONDS])
      expect(b.body[0].value).not.toBe(a.body[0].value)
      expect(b.body[2].value).not.toBe(a.body[2].value)
    })

    it('keeps well-formed ids the visitor already has', async () => {
      const client = server.client()
      client.cookies.set('_dyid', '-1234567890123456789')
      client.cookies.set('_dyjsession', 'a'.repeat(32))
      const res = await client.get<Array<{ name: string; value: string }>>('/api/getDynamicYieldCookies')
      expect(res.body.map((c) => c.value)).toEqual(['-1234567890123456789', '-1234567890123456789', 'a'.repeat(32)])
      const forged = server.client()
      forged.cookies.set('_dyid', '<script>')
      expect((await forged.get<Array<{ value: string }>>('/api/getDynamicYieldCookies')).body[0].value).not.toBe('<script>')
    })

    it('echoes the caller IP', async () => {
      const res = await server.client().get<{ ip: string }>('/api/ip')
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ ip: '127.0.0.1' })
    })
  })
})
