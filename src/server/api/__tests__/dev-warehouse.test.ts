import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { AccountOrder } from '../../../contracts/orders'
import type { ExchangesOverview } from '../../../features/exchanges/contract'
import type { ReviewEligibility } from '../../../features/reviews/contract'
import type { ErrorBody } from '../../http/errors'
import { memberIdOf } from '../../test-support/account-area'
import { loginAs, startTestServer, type TestClient, type TestServer } from '../../test-support/server'
import { pickSkus } from './checkout-helpers'
import { APPROVED_CARD, GUEST, purchase, readyCart } from './placement-helpers'

let server: TestServer
let skus: ReturnType<typeof pickSkus>

beforeAll(async () => {
  server = await startTestServer()
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

const invoicePath = (orderId: string) => `/api/dev/orders/${orderId}/invoice`
const orderGroupOf = async (client: TestClient, orderGroup: string): Promise<AccountOrder> => {
  const answer = await client.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)
  expect(answer.status).toBe(200)
  return answer.body[0]
}
const storedOrder = (orderId: string) => server.composition.repositories.orders.get(orderId)

/** A guest's order paid with the given payment system (a card is approved at placement; Pix and boleto wait). */
async function guestOrder(paymentSystem: number): Promise<{ client: TestClient; order: AccountOrder }> {
  const client = server.client()
  const cart = await readyCart(client, skus.plenty, { paymentSystem })
  const { orderGroup } = await purchase(client, cart, paymentSystem === PAYMENT_SYSTEM_IDS.visa ? { number: APPROVED_CARD } : undefined)
  return { client, order: await orderGroupOf(client, orderGroup) }
}

describe('POST /api/dev/orders/{orderId}/invoice (DEV_TOOLS: the warehouse handles and invoices an order)', () => {
  it('moves an approved order through handling to invoiced; both steps join its history; the action is offered only while it applies', async () => {
    const { client, order } = await guestOrder(PAYMENT_SYSTEM_IDS.visa)
    expect(order.status).toBe('payment-approved')
    expect(order.testWarehouseActions).toEqual({ invoice: invoicePath(order.orderId) })

    const invoiced = await client.post<AccountOrder>(order.testWarehouseActions!.invoice, {})
    expect(invoiced.status).toBe(200)
    expect(invoiced.headers.get('cache-control')).toBe('no-store')
    expect(invoiced.body).toMatchObject({ orderId: order.orderId, status: 'invoiced', statusDescription: 'Faturado', allowCancellation: false, testWarehouseActions: null })
    expect(invoiced.body.statusHistory.map((step) => step.status)).toEqual(['payment-pending', 'payment-approved', 'handling', 'invoiced'])
    const [, approved, handling, done] = invoiced.body.statusHistory
    expect(Date.parse(handling.date)).toBeGreaterThanOrEqual(Date.parse(approved.date))
    expect(done.date).toBe(handling.date)

    // Stored: the order's page reads the same.
    expect((await orderGroupOf(client, order.orderGroup)).status).toBe('invoiced')
    expect(storedOrder(order.orderId)?.statusHistory).toHaveLength(4)
  })

  it('answers 409 (VTEX-style error body) for an order already invoiced, and changes nothing', async () => {
    const { client, order } = await guestOrder(PAYMENT_SYSTEM_IDS.visa)
    expect((await client.post(invoicePath(order.orderId), {})).status).toBe(200)
    const before = storedOrder(order.orderId)
    const again = await client.post<ErrorBody>(invoicePath(order.orderId), {})
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ error: { code: 'invalidStatusChange', message: 'Este pedido já foi faturado.' } })
    expect(storedOrder(order.orderId)).toEqual(before)
  })

  it('answers 409 for an order whose payment is not approved yet, and invoices it once the payment is approved', async () => {
    const { client, order } = await guestOrder(PAYMENT_SYSTEM_IDS.pix)
    expect(order.status).toBe('payment-pending')
    expect(order.testWarehouseActions).toBeNull()
    const before = storedOrder(order.orderId)
    const refused = await client.post<ErrorBody>(invoicePath(order.orderId), {})
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({ code: 'invalidStatusChange', message: 'O pagamento deste pedido ainda não foi aprovado: só um pedido aprovado pode ser faturado.' })
    expect(storedOrder(order.orderId)).toEqual(before)

    expect((await client.post(order.testPaymentActions!.approve, {})).status).toBe(200)
    const invoiced = await client.post<AccountOrder>(invoicePath(order.orderId), {})
    expect(invoiced.status).toBe(200)
    expect(invoiced.body.statusHistory.map((step) => step.status)).toEqual(['payment-pending', 'payment-approved', 'handling', 'invoiced'])
  })

  it('answers 409 for a canceled order, and changes nothing', async () => {
    const { client, order } = await guestOrder(PAYMENT_SYSTEM_IDS.boleto)
    expect((await client.post(`/api/checkout/pub/orders/${order.orderId}/user-cancel-request`, {})).status).toBe(200)
    const before = storedOrder(order.orderId)
    const refused = await client.post<ErrorBody>(invoicePath(order.orderId), {})
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({ code: 'invalidStatusChange', message: 'Este pedido foi cancelado e não pode ser faturado.' })
    expect(storedOrder(order.orderId)).toEqual(before)
    expect((await orderGroupOf(client, order.orderGroup)).testWarehouseActions).toBeNull()
  })

  it('answers 404 for an unknown order and 400 for a malformed number', async () => {
    const client = server.client()
    const unknown = await client.post<ErrorBody>(invoicePath('9999999999999-01'), {})
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('ORDER_NOT_FOUND')
    expect((await client.post<ErrorBody>(invoicePath('abc'), {})).status).toBe(400)
  })

  it('only invoices an order already in handling (one step), the demo history included', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const handling = server.composition.repositories.orders.listByMember(memberIdOf(server, 'ana.souza@example.com')).find((order) => order.status === 'handling')!
    const detail = await ana.get<AccountOrder>(`/api/account/orders/${handling.orderId}`)
    expect(detail.body.testWarehouseActions).toEqual({ invoice: invoicePath(handling.orderId) })
    const invoiced = await ana.post<AccountOrder>(invoicePath(handling.orderId), {})
    expect(invoiced.status).toBe(200)
    expect(invoiced.body.statusHistory.map((step) => step.status)).toEqual([...handling.statusHistory.map((step) => step.status), 'invoiced'])
  })

  it("a member's invoiced order can be exchanged and its products reviewed", async () => {
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const cart = await readyCart(bruno, skus.plenty, { profile: { ...GUEST, email: 'bruno.lima@example.com' }, paymentSystem: PAYMENT_SYSTEM_IDS.visa, quantity: 2 })
    const { orderGroup } = await purchase(bruno, cart, { number: APPROVED_CARD })
    const orderId = `${orderGroup}-01`
    const returnable = async () => (await bruno.get<ExchangesOverview>('/api/account/exchanges')).body.returnableOrders.map((order) => order.orderId)
    const eligibility = async () => (await bruno.get<ReviewEligibility>(`/api/account/reviews/eligibility?productId=${skus.plenty.product.id}`)).body
    // Paid, not yet handled: not delivered (no exchange, no review yet).
    expect(await returnable()).not.toContain(orderId)
    expect(await eligibility()).toMatchObject({ canReview: false, reason: 'not-delivered' })

    const detail = await bruno.get<AccountOrder>(`/api/account/orders/${orderId}`)
    expect((await bruno.post(detail.body.testWarehouseActions!.invoice, {})).status).toBe(200)
    expect((await bruno.get<AccountOrder>(`/api/account/orders/${orderId}`)).body.status).toBe('invoiced')
    expect(await returnable()).toContain(orderId)
    expect(await eligibility()).toMatchObject({ canReview: true, reason: null })
  })
})

describe('without DEV_TOOLS', () => {
  it('the route is absent and no order offers the action', async () => {
    const quiet = await startTestServer({ env: { DEV_TOOLS: 'false' } })
    try {
      const ana = await loginAs(quiet, 'ana.souza@example.com')
      const handling = quiet.composition.repositories.orders.listByMember(memberIdOf(quiet, 'ana.souza@example.com')).find((order) => order.status === 'handling')!
      expect((await ana.get<AccountOrder>(`/api/account/orders/${handling.orderId}`)).body.testWarehouseActions).toBeNull()
      expect((await ana.post(invoicePath(handling.orderId), {})).status).toBe(404)
      expect(quiet.composition.repositories.orders.get(handling.orderId)?.status).toBe('handling')
    } finally {
      await quiet.close()
    }
  })
})
