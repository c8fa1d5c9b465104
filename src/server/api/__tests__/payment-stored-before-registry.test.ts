/**
 * Orders and payment transactions stored before the payment methods registry
 * (a nullable `pix` and `boleto` each instead of `instructions`) still load:
 * the stored JSON is upgraded on read, so their owner sees the same
 * instructions and the bank's confirmation still finds the pending payment.
 */
import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { AccountOrder } from '../../../contracts/orders'
import { startTestServer, type TestServer } from '../../test-support/server'
import { pickSkus } from './checkout-helpers'
import { purchase, readyCart } from './placement-helpers'

let server: TestServer
let skus: ReturnType<typeof pickSkus>

beforeAll(async () => {
  server = await startTestServer()
  skus = pickSkus(server)
})

afterAll(async () => {
  await server.close()
})

type Json = Record<string, unknown>

/** Rewrites a stored JSON document as it was written before the registry: `instructions` back into `pix` / `boleto`. */
function legacy(document: Json): Json {
  const { instructions, ...rest } = document as Json & { instructions: (Json & { kind: string }) | null }
  const { kind, ...fields } = instructions ?? { kind: 'none' }
  return { ...rest, pix: kind === 'qrCode' ? fields : null, boleto: kind === 'bankInvoice' ? fields : null }
}

function storeAsBefore(orderGroup: string): void {
  const db = server.composition.db
  const orders = db.prepare('SELECT order_id, json FROM orders WHERE order_group = ?').all(orderGroup) as Array<{ order_id: string; json: string }>
  for (const row of orders) {
    const order = JSON.parse(row.json) as Json
    db.prepare('UPDATE orders SET json = ? WHERE order_id = ?').run(JSON.stringify({ ...order, paymentData: legacy(order.paymentData as Json) }), row.order_id)
  }
  const transactions = db.prepare('SELECT transaction_id, json FROM payment_transactions WHERE order_group = ?').all(orderGroup) as Array<{ transaction_id: string; json: string }>
  for (const row of transactions) db.prepare('UPDATE payment_transactions SET json = ? WHERE transaction_id = ?').run(JSON.stringify(legacy(JSON.parse(row.json) as Json)), row.transaction_id)
  const stored = db.prepare('SELECT json FROM orders WHERE order_group = ?').get(orderGroup) as { json: string }
  expect(stored.json).not.toContain('"instructions"')
}

async function placedWith(paymentSystem: number) {
  const client = server.client()
  const cart = await readyCart(client, skus.plenty, { paymentSystem })
  const { orderGroup } = await purchase(client, cart)
  const read = async () => (await client.get<AccountOrder[]>(`/api/checkout/pub/orders/order-group/${orderGroup}`)).body[0]
  return { client, orderGroup, read }
}

describe('payments stored with pix / boleto fields', () => {
  it('a pending Pix order reads as before and its payment can still be confirmed', async () => {
    const { client, orderGroup, read } = await placedWith(PAYMENT_SYSTEM_IDS.pix)
    const before = await read()
    storeAsBefore(orderGroup)
    const after = await read()
    expect(after).toEqual(before)
    expect(after.paymentData.instructions).toMatchObject({ kind: 'qrCode', qrCodeImage: expect.stringMatching(/^data:image\/svg\+xml;base64,/) })
    const approved = await client.post<AccountOrder[]>(after.testPaymentActions!.approve, {})
    expect(approved.status).toBe(200)
    expect(approved.body[0].status).toBe('payment-approved')
  })

  it('a pending boleto order reads as before, with its printable page', async () => {
    const { orderGroup, read } = await placedWith(PAYMENT_SYSTEM_IDS.boleto)
    const before = await read()
    storeAsBefore(orderGroup)
    const after = await read()
    expect(after).toEqual(before)
    expect(after.paymentData.instructions).toMatchObject({ kind: 'bankInvoice', printUrl: `/checkout/boleto?og=${orderGroup}` })
  })
})
