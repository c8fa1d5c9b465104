import type { Product } from '../../../catalogue/model'
import type { OrderForm } from '../../domain/checkout'
import type { ErrorBody } from '../../http/errors'
import { SqliteCatalogueRepository, upsertProducts } from '../../storage/catalogue-repository'
import { checkoutContract } from '../../test-support/openapi'
import { startTestServer, type TestClient, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus, storedRow } from './checkout-helpers'

/**
 * The order-form calls of VTEX's own clients: a cart read with POST and
 * refreshOutdatedData, items handled with PATCH, the cart simulation.
 */
describe('checkout calls of VTEX’s own clients', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>
  const base = '/api/checkout/pub/orderForm'

  beforeAll(async () => {
    server = await startTestServer()
    skus = pickSkus(server)
  })
  afterAll(() => server.close())

  async function cartWithItems(client: TestClient): Promise<OrderForm> {
    const cart = await newCart(client)
    okOrderForm(await addItem(client, cart.orderFormId, skus.plenty, 2))
    return okOrderForm(await addItem(client, cart.orderFormId, skus.second, 1))
  }

  describe('POST …/orderForm/{id}', () => {
    it('reads the cart as GET does, body-less with a JSON content type, and masks personal data for anyone else', async () => {
      const owner = server.client()
      const cart = await cartWithItems(owner)
      okOrderForm(await owner.post(`${base}/${cart.orderFormId}/attachments/clientProfileData`, { email: 'carla.dias@example.com' }))
      const read = await owner.request('POST', `${base}/${cart.orderFormId}?sc=3`, { headers: { 'content-type': 'application/json' } })
      expect(okOrderForm(read).clientProfileData?.email).toBe('carla.dias@example.com')
      expect(read.text).toBe((await owner.get(`${base}/${cart.orderFormId}`)).text)
      const stranger = server.client()
      const seen = okOrderForm(await stranger.request('POST', `${base}/${cart.orderFormId}?refreshOutdatedData=true`, { headers: { 'content-type': 'application/json' } }))
      expect(seen.items).toHaveLength(2)
      expect(seen.clientProfileData?.email).toBe('c***@example.com')
      expect((await stranger.request('POST', `${base}/ffffffffffffffffffffffffffffffff`, { headers: { 'content-type': 'application/json' } })).status).toBe(404)
    })

    it('brings a stored cart up to date with the catalogue when refreshOutdatedData=true, and only then', async () => {
      const client = server.client()
      const cart = okOrderForm(await addItem(client, (await newCart(client)).orderFormId, skus.running, 2))
      const before = cart.items[0].price
      const stored = new SqliteCatalogueRepository(server.composition.db).productById(skus.running.product.id) as Product
      const offer = stored.skus.find((sku) => sku.id === skus.running.sku.id)!.offers.find((candidate) => candidate.sellerId === skus.running.seller)!
      offer.price += 500
      offer.listPrice = Math.max(offer.listPrice, offer.price)
      upsertProducts(server.composition.db, [stored])
      server.composition.repositories.catalogue.forgetProducts()
      const version = storedRow(server, cart.orderFormId)!.version
      expect(okOrderForm(await client.get(`${base}/${cart.orderFormId}`)).items[0].price).toBe(before)
      expect(okOrderForm(await client.get(`${base}/${cart.orderFormId}?refreshOutdatedData=false`)).items[0].price).toBe(before)
      expect(storedRow(server, cart.orderFormId)!.version).toBe(version)
      const refreshed = okOrderForm(await client.request('POST', `${base}/${cart.orderFormId}?refreshOutdatedData=true`))
      expect(refreshed.items[0].price).toBe(before + 500)
      expect(refreshed.value).toBe(cart.value + 2 * 500)
      expect(storedRow(server, cart.orderFormId)!.version).toBeGreaterThan(version)
      expect(okOrderForm(await client.get(`${base}/${cart.orderFormId}`)).items[0].price).toBe(before + 500)
    })

    it('refuses an unknown refreshOutdatedData value with a 400', async () => {
      const client = server.client()
      const cart = await cartWithItems(client)
      expect((await client.get(`${base}/${cart.orderFormId}?refreshOutdatedData=sim`)).status).toBe(400)
    })
  })

  describe('PATCH …/items', () => {
    it('changes quantities by index, removes with 0 and adds lines without an index, in one change', async () => {
      const client = server.client()
      const cart = await cartWithItems(client)
      const response = await client.request('PATCH', `${base}/${cart.orderFormId}/items?allowOutdatedData=paymentData&sc=3`, {
        json: {
          orderItems: [
            { id: skus.running.sku.id, quantity: 2, seller: skus.running.seller, attachments: [] },
            { id: skus.plenty.sku.id, quantity: 5, seller: skus.plenty.seller, index: 0, attachments: [] },
            { id: skus.second.sku.id, quantity: 0, seller: skus.second.seller, index: 1, attachments: [] },
          ],
          noSplitItem: false,
        },
      })
      const after = okOrderForm(response)
      expect(after.items.map((item) => [item.id, item.quantity])).toEqual([
        [skus.plenty.sku.id, 5],
        [skus.running.sku.id, 2],
      ])
      expect(after.salesChannel).toBe('3')
    })

    it('keeps the rules of adding and changing: the 30-unit limit, the stock, and a price sent is ignored', async () => {
      const client = server.client()
      const cart = await cartWithItems(client)
      const after = okOrderForm(
        await client.request('PATCH', `${base}/${cart.orderFormId}/items`, {
          json: { orderItems: [{ index: 0, quantity: 31 }, { id: skus.lowStock.sku.id, seller: skus.lowStock.seller, quantity: 9, price: 1 }] },
        }),
      )
      expect(after.items[0].quantity).toBe(2)
      const lowStock = after.items.find((item) => item.id === skus.lowStock.sku.id)!
      expect(lowStock.quantity).toBe(4)
      expect(lowStock.price).toBeGreaterThan(1)
      expect(after.messages.map((message) => message.code).sort()).toEqual(['itemQuantityNotAvailable', 'maxItemQuantityExceeded'])
    })

    it('refuses what it cannot do with a 4xx and leaves the cart as it was', async () => {
      const client = server.client()
      const cart = await cartWithItems(client)
      const version = storedRow(server, cart.orderFormId)!.version
      const refusals = [
        { orderItems: [{ index: 9, quantity: 1 }] },
        { orderItems: [{ id: 'nao-existe', seller: '1', quantity: 1 }] },
        { orderItems: [{ id: skus.plenty.sku.id, seller: skus.plenty.seller, quantity: 1, attachments: [{ name: 'Gravação', content: { texto: 'A' } }] }] },
        { orderItems: [{ id: skus.plenty.sku.id, quantity: 1 }] },
        { orderItems: [] },
      ]
      for (const json of refusals) {
        const response = await client.request<ErrorBody>('PATCH', `${base}/${cart.orderFormId}/items`, { json })
        expect({ json, status: response.status }).toEqual({ json, status: 400 })
      }
      expect(storedRow(server, cart.orderFormId)!.version).toBe(version)
      expect((await client.request('PATCH', `${base}/ffffffffffffffffffffffffffffffff/items`, { json: { orderItems: [{ index: 0, quantity: 1 }] } })).status).toBe(404)
    })
  })

  describe('POST /api/checkout/pub/orderForms/simulation', () => {
    it('prices items in no cart and gives their delivery options to a CEP, valid against the document', async () => {
      const client = server.client()
      const response = await client.post<Record<string, unknown> & { items: Array<{ id: string; requestIndex: number; sellingPrice: number; quantity: number }>; logisticsInfo: Array<{ itemIndex: number; slas: unknown[] }>; messages: Array<{ code: string }> }>(
        '/api/checkout/pub/orderForms/simulation?sc=3',
        {
          items: [
            { id: 'nao-existe', quantity: 1, seller: '1' },
            { id: skus.plenty.sku.id, quantity: 2, seller: skus.plenty.seller },
            { id: skus.second.sku.id, quantity: 1, seller: skus.second.seller },
          ],
          postalCode: '01310-100',
          country: 'BRA',
        },
      )
      expect(response.status).toBe(200)
      const result = checkoutContract().validateResponse('/api/checkout/pub/orderForms/simulation', 'post', response.body)
      expect(result.errors).toEqual([])
      expect(response.body.items.map((item) => [item.id, item.requestIndex, item.quantity])).toEqual([
        [skus.plenty.sku.id, 1, 2],
        [skus.second.sku.id, 2, 1],
      ])
      expect(response.body.items[0].sellingPrice).toBe(skus.plenty.sku.offers.find((offer) => offer.sellerId === skus.plenty.seller)!.price)
      expect(response.body.logisticsInfo.map((info) => info.itemIndex)).toEqual([0, 1])
      expect(response.body.logisticsInfo[0].slas.length).toBeGreaterThan(0)
      expect(response.body.messages.map((message) => message.code)).toEqual(['itemNotFound'])
      // Nothing stored: the store's carts are as they were.
      expect(server.composition.db.prepare('SELECT COUNT(*) AS n FROM order_forms WHERE json LIKE ?').get(`%${response.body.postalCode}%nao-existe%`)).toEqual({ n: 0 })
    })

    it('refuses a country other than Brazil, an unknown CEP and bad items with a 400', async () => {
      const client = server.client()
      const item = { id: skus.plenty.sku.id, quantity: 1, seller: skus.plenty.seller }
      for (const body of [{ items: [item], country: 'ARG', postalCode: '1000' }, { items: [item], postalCode: 'abc' }, { items: [] }, { items: [{ ...item, quantity: 0 }] }]) {
        expect({ body, status: (await client.post('/api/checkout/pub/orderForms/simulation', body)).status }).toEqual({ body, status: 400 })
      }
    })
  })
})
