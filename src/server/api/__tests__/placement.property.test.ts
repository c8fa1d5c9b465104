import fc from 'fast-check'
import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import { startTestServer, type TestServer } from '../../test-support/server'
import { pickSkus, storedRow } from './checkout-helpers'
import { okPlacement, place, readyCart } from './placement-helpers'

/** JSON biased toward the fields the placement calls read. */
const fieldNames = fc.constantFrom(
  'payments', 'paymentSystem', 'installments', 'value', 'referenceValue', 'interestValue', 'referenceId', 'optinNewsLetter',
  'savePersonalData', 'fields', 'cardNumber', 'holderName', 'validationCode', 'dueDate', 'transaction', 'id', 'merchantName',
  'orderId', 'email', 'reason', 'items', 'quantity', 'seller', 'clientProfileData', 'shippingData', 'paymentData', 'address',
  'logisticsInfo', 'selectedSla', 'itemIndex', '__proto__', 'constructor',
)
const leaf = fc.oneof(
  fc.string(),
  fc.integer({ min: -5, max: 200_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('4111 1111 1111 1111', '4000000000000002', '12/30', '123', 'BRL', '125', '2', 'Normal', 'a@b.co', '1000000000000-01'),
)
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fieldNames, tie('node'), { maxKeys: 5 })),
})).node
const body = fc.oneof(fc.dictionary(fieldNames, value, { maxKeys: 6 }), fc.array(value, { maxLength: 3 }), fc.jsonValue())

describe('placement calls under random JSON', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>

  beforeAll(async () => {
    server = await startTestServer()
    skus = pickSkus(server)
  })
  afterAll(async () => {
    await server.close()
  })

  it('never answer 5xx; every 4xx is a JSON error; a refused call leaves the cart as it was', async () => {
    const client = server.client()
    const cart = await readyCart(client, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.visa })
    const other = await readyCart(client, skus.second, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
    const placement = okPlacement(await place(client, other))
    const orderGroup = placement.orders[0].orderGroup
    const calls: Array<[string, string]> = [
      ['POST', `/api/checkout/pub/orderForm/${cart.orderFormId}/attachments/paymentData`],
      ['POST', `/api/checkout/pub/orderForm/${cart.orderFormId}/transaction`],
      ['POST', `/api/checkout/orderForm/${cart.orderFormId}/transaction`],
      ['PUT', '/api/checkout/pub/orders'],
      ['POST', placement.transactionData.receiverUri],
      ['POST', `/api/checkout/pub/gatewayCallback/${orderGroup}`],
      ['POST', '/api/checkout/pub/orders/lookup'],
      ['POST', `/api/checkout/pub/orders/${orderGroup}-01/user-cancel-request`],
      ['POST', `/api/dev/payments/${orderGroup}/approve`],
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), body, fc.boolean(), async ([method, path], json, raw) => {
        const before = storedRow(server, cart.orderFormId)
        const response = raw
          ? await client.request(method, path, { body: JSON.stringify(json).slice(0, -1) || '{', headers: { 'content-type': 'application/json' } })
          : await client.request(method, path, { json })
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) {
          expect(response.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
          expect(storedRow(server, cart.orderFormId)).toEqual(before)
        }
      }),
      { numRuns: 250 },
    )
    for (const path of [
      `/api/checkout/pub/orderForm/${cart.orderFormId}/installments?paymentSystem=abc`,
      '/api/checkout/pub/postal-code/BRA/%00%00',
      '/api/checkout/pub/pickup-points?postalCode=x&countryCode=ARG',
      '/api/checkout/pub/orders/order-group/abc',
    ]) {
      const response = await client.get(path)
      expect(response.status).toBe(400)
    }
  })
})
