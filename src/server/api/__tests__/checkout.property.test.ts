import fc from 'fast-check'
import { startTestServer, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus, storedRow } from './checkout-helpers'

/** Every state-changing checkout call (relative to the cart), and its method. */
const WRITE_CALLS: Array<[method: 'POST' | 'PUT', path: (id: string) => string]> = [
  ['POST', (id) => `/api/checkout/orderForm/${id}/items?sc=3`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/items/update?allowedOutdatedData=paymentData`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/coupons`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/clearMessages`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/marketingData`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/shippingData`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/attachments/clientProfileData`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/attachments/preferenceData`],
  ['POST', (id) => `/api/checkout/orderForm/${id}/customdata/addCustomdata`],
  ['PUT', (id) => `/api/checkout/orderForm/${id}/customData/tracking`],
  ['PUT', (id) => `/api/checkout/orderForm/${id}/customData/tracking/fbp`],
  ['PUT', (id) => `/api/v1/checkout/pub/orderForm/${id}/customData/giftcard`],
  ['POST', (id) => `/api/checkout/pub/orderForm/${id}/attachments/shippingData`],
  ['POST', () => `/api/checkout/orderForm`],
]

const fieldNames = fc.constantFrom(
  'orderItems', 'id', 'quantity', 'seller', 'index', 'price', 'text', 'cep', 'postalCode', 'selectedAddresses',
  'logisticsInfo', 'itemIndex', 'selectedSla', 'clearAddressIfPostalCodeNotFound', 'email', 'firstName', 'lastName',
  'document', 'documentType', 'phone', 'optinNewsletter', 'optinNewsLetter', 'appId', 'fields', 'appFieldName', 'value',
  'utmSource', 'marketingTags', 'coupon', '__proto__', 'constructor',
)

export function bodyArbitrary(skuIds: string[]) {
  const leaf = fc.oneof(
    fc.string(),
    fc.integer({ min: -5, max: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...skuIds, '1', '0', '01310-100', '00000-000', 'Normal', 'Expressa', 'BEMVINDO10', 'a@b.co', '52998224725', 'cpf', 'tracking'),
  )
  const value = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fieldNames, tie('node'), { maxKeys: 5 })),
  })).node
  return fc.oneof(fc.dictionary(fieldNames, value, { maxKeys: 6 }), fc.jsonValue())
}

describe('checkout write calls under random JSON', () => {
  let server: TestServer
  let skuIds: string[]
  let picked: ReturnType<typeof pickSkus>

  beforeAll(async () => {
    server = await startTestServer()
    picked = pickSkus(server)
    skuIds = [picked.plenty.sku.id, picked.lowStock.sku.id, picked.giftCard.sku.id, picked.running.sku.id]
  })

  afterAll(async () => {
    await server.close()
  })

  it.each(WRITE_CALLS.map(([method, path]) => [method, path('{id}'), path] as const))(
    '%s %s: never 5xx; a rejected call leaves the cart as it was; accepted answers match the contract',
    async (method, _label, path) => {
      const client = server.client()
      const cart = await newCart(client)
      okOrderForm(await addItem(client, cart.orderFormId, picked.plenty, 2))
      okOrderForm(await addItem(client, cart.orderFormId, picked.running, 1))
      okOrderForm(await client.post(`/api/checkout/orderForm/${cart.orderFormId}/shippingData`, { cep: '01310-100' }))

      await fc.assert(
        fc.asyncProperty(bodyArbitrary(skuIds), fc.boolean(), async (body, raw) => {
          const before = storedRow(server, cart.orderFormId)
          const response = raw
            ? await client.request(method, path(cart.orderFormId), { body: JSON.stringify(body).slice(0, -1) || '{', headers: { 'content-type': 'application/json' } })
            : await client.request(method, path(cart.orderFormId), { json: body })
          expect(response.status).toBeLessThan(500)
          if (response.status >= 400) {
            expect(response.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
            expect(storedRow(server, cart.orderFormId)).toEqual(before)
          } else {
            okOrderForm(response)
          }
        }),
        { numRuns: 40 },
      )
    },
  )
})
