import { PAYMENT_SYSTEM_IDS } from '../../../config/constants'
import type { AccountOrder } from '../../../contracts/orders'
import type { ErrorBody } from '../../http/errors'
import { ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY, ORDER_LOOKUP_LIMIT_MESSAGE, ORDER_LOOKUP_ORDER_ATTEMPT_POLICY } from '../../domain/orders/limits'
import { startTestServer, type TestClient, type TestServer } from '../../test-support/server'
import { pickSkus } from './checkout-helpers'
import { callback, GUEST, okPlacement, pay, place, readyCart } from './placement-helpers'

const LOOKUP = '/api/checkout/pub/orders/lookup'

/** A guest order: its number, placed and paid (boleto, pending) by a browser of its own. */
async function guestOrder(server: TestServer, skus: ReturnType<typeof pickSkus>): Promise<string> {
  const buyer = server.client()
  const cart = await readyCart(buyer, skus.plenty, { paymentSystem: PAYMENT_SYSTEM_IDS.boleto })
  const placement = okPlacement(await place(buyer, cart))
  expect((await pay(buyer, placement, 1)).status).toBe(200)
  expect((await callback(buyer, placement.orders[0].orderGroup)).status).toBe(200)
  return `${placement.orders[0].orderGroup}-01`
}

const lookup = (client: TestClient, orderId: string, email: string, address: string) =>
  client.post<AccountOrder & ErrorBody>(LOOKUP, { orderId, email }, { headers: { 'x-forwarded-for': address } })

/** A made-up order number of the store's shape (13 digits, -01). */
const guessedNumber = (i: number) => `${String(7_000_000_000_000 + i)}-01`

describe('guest order look-up is limited (number + e-mail)', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>
  let now = Date.now()

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, now: () => now })
    skus = pickSkus(server)
  })

  afterAll(async () => {
    await server.close()
  })

  it('guessing order numbers from one address: after the free misses, 429 with Retry-After and a pt-BR message, even for a right pair', async () => {
    const orderId = await guestOrder(server, skus)
    const attacker = server.client()
    const address = '203.0.113.10'
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await lookup(attacker, guessedNumber(i), GUEST.email, address)).status)
    const free = ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY.freeFailures
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(404))
    expect(statuses.slice(free)).toEqual(Array(40 - free).fill(429))

    const refused = await lookup(attacker, orderId, GUEST.email, address)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatchObject({ code: 'tooManyOrderLookups', message: ORDER_LOOKUP_LIMIT_MESSAGE })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    // The cancel request with an e-mail is the same door.
    expect((await attacker.post(`/api/checkout/pub/orders/${orderId}/user-cancel-request`, { email: GUEST.email }, { headers: { 'x-forwarded-for': address } })).status).toBe(429)

    // Another address is not held back; the owner finds the order.
    const owner = await lookup(server.client(), orderId, GUEST.email, '198.51.100.20')
    expect(owner.status).toBe(200)
    expect(owner.body).toMatchObject({ orderId, status: 'payment-pending' })

    // The wait ends (and the counts are forgotten an hour after the last miss).
    now += ORDER_LOOKUP_ADDRESS_ATTEMPT_POLICY.forgetAfterMs + 1_000
    expect((await lookup(attacker, orderId, GUEST.email, address)).body).toMatchObject({ orderId })
  })

  it("guessing one order's e-mail from many addresses: after the order's free misses, 429 from any address", async () => {
    const orderId = await guestOrder(server, skus)
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      // A new address (and browser) each time: only the order's count can stop this.
      statuses.push((await lookup(server.client(), orderId, `palpite${i}@example.com`, `192.0.2.${i + 1}`)).status)
    }
    const free = ORDER_LOOKUP_ORDER_ATTEMPT_POLICY.freeFailures
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(404))
    expect(statuses.slice(free)).toEqual(Array(20 - free).fill(429))
    // Even the right e-mail waits now, from a new address: the order's count cannot tell its owner from a guesser.
    const blocked = await lookup(server.client(), orderId, GUEST.email, '192.0.2.200')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The cancel request with an e-mail is held back the same way (and cancels nothing).
    const cancel = await server
      .client()
      .post(`/api/checkout/pub/orders/${orderId}/user-cancel-request`, { email: GUEST.email }, { headers: { 'x-forwarded-for': '192.0.2.201' } })
    expect(cancel.status).toBe(429)

    now += ORDER_LOOKUP_ORDER_ATTEMPT_POLICY.forgetAfterMs + 1_000
    expect((await lookup(server.client(), orderId, GUEST.email, '192.0.2.202')).body).toMatchObject({ orderId })
  })

  it('a malformed look-up (400) counts for nothing', async () => {
    const client = server.client()
    for (let i = 0; i < 30; i++) expect((await lookup(client, 'abc', GUEST.email, '203.0.113.99')).status).toBe(400)
    expect((await lookup(client, guessedNumber(999), GUEST.email, '203.0.113.99')).status).toBe(404)
  })
})
