import { PAYMENT_SYSTEM_IDS, PIX_EXPIRY_MS, PLACEMENT_PAYMENT_WINDOW_MS } from '../../../../config/constants'
import { readyCart, transactionBodyOf } from '../../../api/__tests__/placement-helpers'
import { pickSkus } from '../../../api/__tests__/checkout-helpers'
import { immediateTransaction } from '../../../storage/database'
import { startTestServer, type TestServer } from '../../../test-support/server'
import { CheckoutRuleError } from '../../checkout'
import { Mailer } from '../../mail'
import { PaymentRuleError } from '../../payment'
import { CheckoutOrders } from '../checkout-orders'
import { ORDER_FORM_OWNERSHIP_COOKIE } from '../../../api/cart-viewer'
import { ownerKeyOfSession } from '../../privacy'

let server: TestServer
let skus: ReturnType<typeof pickSkus>
let clock = new Date()

beforeAll(async () => {
  server = await startTestServer()
  skus = pickSkus(server)
})
afterAll(async () => {
  await server.close()
})

/** The server's order service, on a clock the test moves. */
function ordersAt(): CheckoutOrders {
  const { repositories, services, db } = server.composition
  return new CheckoutOrders({
    transaction: immediateTransaction(db),
    orderForms: repositories.orderForms,
    orders: repositories.orders,
    placements: repositories.placements,
    payments: repositories.payments,
    stock: repositories.stockLedger,
    mailer: new Mailer(repositories.outbox, null, 'loja@example.com'),
    env: { ...services.checkoutEnv, now: () => clock },
    brand: { storeName: 'Arena Esportes', siteUrl: 'http://localhost' },
    devTools: true,
    hostName: 'localhost',
  })
}

const stock = () => server.composition.repositories.catalogue.stockOf(skus.plenty.sku.id, skus.plenty.seller) ?? 0
const later = (ms: number) => new Date(clock.getTime() + ms)

async function placed(paymentSystem: number) {
  clock = new Date()
  const client = server.client()
  const cart = await readyCart(client, skus.plenty, { paymentSystem })
  const orders = ordersAt()
  // The browser that filled the cart in places it (its ownership cookie is its owner key).
  const viewer = { ownerKeys: [ownerKeyOfSession(client.cookies.get(ORDER_FORM_OWNERSHIP_COOKIE) ?? '')], member: null }
  const { response, accessToken } = orders.placeFromOrderForm(cart.orderFormId, transactionBodyOf(cart), { memberId: null, accessToken: null }, viewer)
  const access = { memberId: null, accessToken }
  const transaction = response.transactionData.merchantTransactions[0]
  const payment = {
    paymentSystem,
    installments: 1,
    value: transaction.payments[0].value,
    referenceValue: transaction.payments[0].referenceValue,
    transaction: { id: transaction.transactionId, merchantName: transaction.merchantName },
  }
  return { orders, access, payment, orderGroup: response.orders[0].orderGroup, transactionId: transaction.transactionId }
}

describe('orders that are never paid', () => {
  it('a placement without its payment is discarded after the window (by the sweeper), giving its stock back', async () => {
    const before = stock()
    const { orders, access, orderGroup } = await placed(PAYMENT_SYSTEM_IDS.pix)
    expect(stock()).toBe(before - 1)
    clock = later(PLACEMENT_PAYMENT_WINDOW_MS - 1000)
    expect(orders.sweep()).toBe(0)
    clock = later(2000)
    expect(orders.sweep()).toBe(1)
    expect(stock()).toBe(before)
    expect(() => orders.gatewayCallback(orderGroup, access)).toThrow(CheckoutRuleError)
  })

  it('a payment sent after the window closes the transaction (and the discard stays)', async () => {
    const before = stock()
    const { orders, access, payment, transactionId } = await placed(PAYMENT_SYSTEM_IDS.pix)
    clock = later(PLACEMENT_PAYMENT_WINDOW_MS + 1)
    expect(() => orders.receivePayments(transactionId, [payment], access)).toThrow(PaymentRuleError)
    expect(stock()).toBe(before)
  })

  it('an unpaid Pix is canceled when it expires, and its stock comes back', async () => {
    const before = stock()
    const { orders, access, payment, orderGroup, transactionId } = await placed(PAYMENT_SYSTEM_IDS.pix)
    orders.receivePayments(transactionId, [payment], access)
    expect(orders.gatewayCallback(orderGroup, access).kind).toBe('payment-app')
    clock = later(PIX_EXPIRY_MS - 1000)
    expect(orders.sweep()).toBe(0)
    expect(orders.orderGroup(orderGroup, access)[0].status).toBe('payment-pending')
    clock = later(2000)
    const [order] = orders.orderGroup(orderGroup, access)
    expect(order.status).toBe('canceled')
    expect(order.statusHistory.map((step) => step.status)).toEqual(['payment-pending', 'canceled'])
    expect(stock()).toBe(before)
    expect(orders.sweep()).toBe(0)
    expect(() => orders.approvePendingPayment(orderGroup)).toThrow(/não está pendente/)
  })
})
