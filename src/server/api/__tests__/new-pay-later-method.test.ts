/**
 * A new pay-later method flows through the store from its two entries and
 * their one-line registrations (the worked example in
 * src/test-support/example-pay-later-method, registered here as
 * registry.ts would): the order form offers it, the placement, the connector,
 * the gateway callback (428 with its payment app), the order as its owner
 * reads it, the confirmation mail, the expiry, the bank's confirmation and
 * the VTEX mapper — with no other file changed.
 */
import type { AccountOrder, PaymentAppResponse } from '../../../contracts/orders'
import type { OrderForm } from '../../domain/checkout'
import { isExpired } from '../../domain/payment'
import { checkoutContract } from '../../test-support/openapi'
import { startTestServer, type TestServer } from '../../test-support/server'
import { toAccountOrder } from '../../vtex/order-mapper'
import { PICPAY, PICPAY_EXPIRY_MS, PICPAY_PAYMENT_SYSTEM_ID } from '../../../test-support/example-pay-later-method/picpay'
import { PICPAY_APP_NAME } from '../../../test-support/example-pay-later-method/picpay-connector'
import { pickSkus } from './checkout-helpers'
import { purchase, readyCart } from './placement-helpers'

jest.mock('../../../config/payment-methods/registry', () => jest.requireActual('../../../test-support/example-pay-later-method/register').withPicPay())
jest.mock('../../domain/payment/methods/registry', () => jest.requireActual('../../../test-support/example-pay-later-method/register').withPicPayConnector())

let server: TestServer
let skus: ReturnType<typeof pickSkus>

beforeAll(async () => {
  server = await startTestServer()
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

const orderGroupOf = (client: ReturnType<TestServer['client']>, orderGroup: string) => client.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)

describe('a pay-later method added as one entry and one connector (PicPay, the worked example)', () => {
  let cart: OrderForm

  it('is offered by the order form after the live methods, in the platform’s shape, paid once', async () => {
    cart = await readyCart(server.client(), skus.plenty, { paymentSystem: PICPAY_PAYMENT_SYSTEM_ID })
    const systems = cart.paymentData.paymentSystems
    expect(systems.map((system) => system.name)).toEqual(['Pix', 'Visa', 'Mastercard', 'Boleto Bancário', 'PicPay'])
    const picpay = systems.find((system) => system.id === PICPAY_PAYMENT_SYSTEM_ID)
    expect(picpay).toMatchObject({ groupName: 'PicPayPaymentGroup', validator: null, stringId: String(PICPAY_PAYMENT_SYSTEM_ID), description: PICPAY.description })
    const option = cart.paymentData.installmentOptions.find((candidate) => candidate.paymentSystem === PICPAY_PAYMENT_SYSTEM_ID)
    expect(option?.installments.map((installment) => installment.count)).toEqual([1])
    expect(cart.paymentData.payments[0]).toMatchObject({ paymentSystem: PICPAY_PAYMENT_SYSTEM_ID, installments: 1, value: cart.value })
  })

  it('is placed, paid, answered 428 with its payment app, mailed, then confirmed by the bank', async () => {
    const client = server.client()
    const ready = await readyCart(client, skus.plenty, { paymentSystem: PICPAY_PAYMENT_SYSTEM_ID })
    const { paid, finished, orderGroup } = await purchase(client, ready)
    expect(paid.status).toBe(200)
    expect(finished.status).toBe(428)
    expect(checkoutContract().validateResponse('/api/checkout/pub/gatewayCallback/{orderGroup}', 'post', finished.body, '428').errors).toEqual([])
    const [app] = (finished.body as PaymentAppResponse).paymentAuthorizationAppCollection
    expect(app.appName).toBe(PICPAY_APP_NAME)

    const [order] = (await orderGroupOf(client, orderGroup)).body
    expect(order).toMatchObject({
      status: 'payment-pending',
      paymentData: {
        paymentSystem: PICPAY_PAYMENT_SYSTEM_ID,
        paymentSystemName: 'PicPay',
        group: 'PicPayPaymentGroup',
        instructions: { kind: 'qrCode', code: app.appPayload.code, expiresAt: app.appPayload.expiresAt, qrCodeImage: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
      },
      testPaymentActions: { approve: `/api/dev/payments/${orderGroup}/approve` },
    })
    expect(Date.parse(app.appPayload.expiresAt) - Date.parse(order.creationDate)).toBeGreaterThanOrEqual(PICPAY_EXPIRY_MS)

    const mail = server.composition.repositories.outbox.list(100).find((message) => message.subject.includes(order.orderId))
    expect(mail?.text).toContain(`Pagamento: PicPay,`)
    expect(mail?.text).toContain('com o código PicPay copia e cola:')
    expect(mail?.text).toContain(app.appPayload.code)

    const transaction = server.composition.repositories.payments.byOrderGroup(orderGroup)!
    const deadline = Date.parse(app.appPayload.expiresAt)
    expect(isExpired(transaction, new Date(deadline - 1))).toBe(false)
    expect(isExpired(transaction, new Date(deadline))).toBe(true)

    const approved = await client.post<AccountOrder[]>(order.testPaymentActions!.approve, {})
    expect(approved.body[0]).toMatchObject({ status: 'payment-approved', testPaymentActions: null })
  })

  it('is named by the VTEX mapper from the registry when the platform’s order does not name it', () => {
    const mapped = toAccountOrder({ orderId: 'v1-01', paymentData: { transactions: [{ payments: [{ paymentSystem: String(PICPAY_PAYMENT_SYSTEM_ID), value: 100 }] }] } })
    expect(mapped.paymentData).toMatchObject({ paymentSystem: PICPAY_PAYMENT_SYSTEM_ID, paymentSystemName: 'PicPay', group: 'PicPayPaymentGroup', instructions: null })
  })
})
