import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CUSTOM_DATA_LIMITS } from '../../domain/checkout/attachments'
import { CART_CREATIONS_PER_ADDRESS_PER_MINUTE, ORDER_FORM_AVAILABLE_ADDRESSES_MAX, ORDER_FORM_MAX_CHARS, ORDER_FORM_MESSAGES_MAX } from '../../domain/checkout/limits'
import { startTestServer, type TestServer } from '../../test-support/server'
import { addItem, newCart, okOrderForm, pickSkus, storedRow } from './checkout-helpers'

const base = '/api/checkout/orderForm'
const DAY_MS = 24 * 60 * 60 * 1000
const ROOT = path.resolve(__dirname, '../../../..')

function cartCount(server: TestServer): number {
  return (server.composition.db.prepare('SELECT COUNT(*) AS n FROM order_forms').get() as { n: number }).n
}

describe('carts stay bounded', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>
  let now = Date.now()

  beforeAll(async () => {
    server = await startTestServer({ now: () => now })
    skus = pickSkus(server)
  })

  afterAll(async () => {
    await server.close()
  })

  it('stores no cart for cookie-less GET /orderForm: a cart is stored on its first write', async () => {
    const before = cartCount(server)
    const ids = new Set<string>()
    for (let i = 0; i < 20; i++) ids.add(okOrderForm(await server.client().get(base)).orderFormId)
    expect(ids.size).toBe(20)
    expect(cartCount(server)).toBe(before)

    const shopper = server.client()
    const cart = await newCart(shopper)
    expect(okOrderForm(await shopper.get(`${base}/${cart.orderFormId}`))).toMatchObject({ orderFormId: cart.orderFormId, items: [] })
    expect(okOrderForm(await shopper.get(base)).orderFormId).toBe(cart.orderFormId)
    expect(storedRow(server, cart.orderFormId)).toBeUndefined()
    const added = okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
    expect(added.orderFormId).toBe(cart.orderFormId)
    expect(storedRow(server, cart.orderFormId)?.version).toBe(1)
    expect(cartCount(server)).toBe(before + 1)
  })

  it('a pending cart id reads as unknown to another browser; an id the server never issued is never stored', async () => {
    const issued = await newCart(server.client())
    const other = server.client()
    expect((await other.get(`${base}/${issued.orderFormId}`)).status).toBe(404)
    expect(storedRow(server, issued.orderFormId)).toBeUndefined()
    const madeUp = 'ab'.repeat(16)
    expect((await addItem(other, madeUp, skus.plenty)).status).toBe(404)
    expect(storedRow(server, madeUp)).toBeUndefined()
  })

  it('a page that asked for its cart twice at once adds to either id, and the cart cookie follows the cart it wrote', async () => {
    const shopper = server.client()
    // Both requests left without a cart cookie; the browser keeps the cookie of the answer that came last.
    const firstId = okOrderForm(await shopper.get(base)).orderFormId
    shopper.cookies.delete('checkout.vtex.com')
    const secondId = okOrderForm(await shopper.get(base)).orderFormId
    expect(secondId).not.toBe(firstId)
    expect(shopper.cookies.get('checkout.vtex.com')).toBe(`__ofid=${secondId}`)
    // The page writes to the id of the first answer.
    const added = okOrderForm(await addItem(shopper, firstId, skus.plenty))
    expect(added.orderFormId).toBe(firstId)
    expect(added.items).toHaveLength(1)
    expect(okOrderForm(await shopper.get(base)).orderFormId).toBe(firstId)
  })

  it('caps the messages of a cart and slows unknown-coupon guessing per cart (429 with Retry-After)', async () => {
    const shopper = server.client()
    const cart = await newCart(shopper)
    okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await shopper.post(`${base}/${cart.orderFormId}/coupons`, { text: `CHUTE${i}` })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual(Array(30).fill(429))
    const refused = await shopper.post<{ error: { code: string } }>(`${base}/${cart.orderFormId}/coupons`, { text: 'BEMVINDO10' })
    expect(refused.status).toBe(429)
    expect(refused.body.error.code).toBe('tooManyCouponAttempts')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const stored = JSON.parse(storedRow(server, cart.orderFormId)?.json ?? '{}') as { messages: unknown[] }
    expect(stored.messages.length).toBeLessThanOrEqual(ORDER_FORM_MESSAGES_MAX)
    expect(storedRow(server, cart.orderFormId)?.json.length).toBeLessThan(20_000)

    // The wait passes, and a valid coupon applies (it does not count as a failure).
    now += 60_000
    const valid = okOrderForm(await shopper.post(`${base}/${cart.orderFormId}/coupons`, { text: 'BEMVINDO10' }))
    expect(valid.marketingData?.coupon).toBe('BEMVINDO10')
  })

  it('slows unknown-coupon guessing per client address across carts', async () => {
    const statuses: number[] = []
    for (let c = 0; c < 4; c++) {
      const shopper = server.client()
      const cart = await newCart(shopper)
      okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
      for (let i = 0; i < 9; i++) statuses.push((await shopper.post(`${base}/${cart.orderFormId}/coupons`, { text: `OUTRO${c}X${i}` })).status)
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(30)
  })
})

describe('clean-up of old anonymous carts', () => {
  it('deletes anonymous carts untouched for 30 days (job of the composition root), keeping recent and members’ carts', async () => {
    let now = Date.now()
    const server = await startTestServer({ now: () => now })
    try {
      const skus = pickSkus(server)
      const old = server.client()
      const oldCart = await newCart(old)
      okOrderForm(await addItem(old, oldCart.orderFormId, skus.plenty))
      const member = server.client()
      expect((await member.post('/api/login', { email: 'ana.souza@example.com', password: 'arena123' })).status).toBe(200)
      const memberCart = await newCart(member)
      okOrderForm(await addItem(member, memberCart.orderFormId, skus.plenty))
      okOrderForm(await member.post(`${base}/${memberCart.orderFormId}/attachments/clientProfileData`, { email: 'ana.souza@example.com' }))

      now += 31 * DAY_MS
      const recent = server.client()
      const recentCart = await newCart(recent)
      okOrderForm(await addItem(recent, recentCart.orderFormId, skus.plenty))
      server.composition.db.prepare('UPDATE order_forms SET updated_at = ? WHERE id = ?').run(new Date(now).toISOString(), recentCart.orderFormId)

      const report = server.composition.maintenance.run()
      expect(report.carts).toBe(1)
      expect(storedRow(server, oldCart.orderFormId)).toBeUndefined()
      expect(storedRow(server, memberCart.orderFormId)).toBeDefined()
      expect(storedRow(server, recentCart.orderFormId)).toBeDefined()
      expect((await old.get(`${base}/${oldCart.orderFormId}`)).status).toBe(200)
      expect(okOrderForm(await old.get(`${base}/${oldCart.orderFormId}`)).items).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('runs when the server starts, and as a command (npm run store:clean-up)', async () => {
    const first = await startTestServer()
    const dataDir = first.dataDir
    const skus = pickSkus(first)
    const shopper = first.client()
    const cart = await newCart(shopper)
    okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
    const other = first.client()
    const otherCart = await newCart(other)
    okOrderForm(await addItem(other, otherCart.orderFormId, skus.plenty))
    const longAgo = new Date(Date.now() - 40 * DAY_MS).toISOString()
    first.composition.db.prepare('UPDATE order_forms SET updated_at = ?').run(longAgo)
    await first.close({ keepData: true })

    const command = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/store-clean-up.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    })
    expect(command.status).toBe(0)
    expect(JSON.parse(command.stdout.trim().split('\n').at(-1) ?? '{}')).toMatchObject({ carts: 2 })

    const second = await startTestServer({ dataDir })
    try {
      expect(storedRow(second, cart.orderFormId)).toBeUndefined()
      const again = second.client()
      const fresh = await newCart(again)
      okOrderForm(await addItem(again, fresh.orderFormId, skus.plenty))
      second.composition.db.prepare('UPDATE order_forms SET updated_at = ?').run(longAgo)
    } finally {
      await second.close({ keepData: true })
    }
    const third = await startTestServer({ dataDir })
    try {
      expect(cartCount(third)).toBe(0)
    } finally {
      await third.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('a cart’s size and how fast one address stores new carts', () => {
  let server: TestServer
  let skus: ReturnType<typeof pickSkus>
  let now = Date.now()
  let nextAddress = 1

  beforeAll(async () => {
    server = await startTestServer({ now: () => now, env: { TRUST_PROXY: '127.0.0.1' } })
    skus = pickSkus(server)
  })

  afterAll(async () => {
    await server.close()
  })

  /** A browser from the given client address (a new one of its own by default). */
  function browserAt(address = `203.0.113.${nextAddress++}`) {
    const client = server.client()
    const request = client.request.bind(client)
    client.request = (method, urlPath, options = {}) => request(method, urlPath, { ...options, headers: { 'x-forwarded-for': address, ...options.headers } })
    return client
  }

  it('a write that would take the stored cart past ORDER_FORM_MAX_CHARS is refused with a 413, and the cart stays as it was', async () => {
    const shopper = browserAt()
    const cart = await newCart(shopper)
    okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
    const value = 'x'.repeat(9_000)
    let refused: Awaited<ReturnType<typeof shopper.put>> | undefined
    for (let app = 0; app < CUSTOM_DATA_LIMITS.apps && !refused; app++) {
      for (let field = 0; field < CUSTOM_DATA_LIMITS.fieldsPerApp; field++) {
        const before = storedRow(server, cart.orderFormId)
        const answer = await shopper.put(`${base}/${cart.orderFormId}/customData/app${app}/f${field}`, { value })
        if (answer.status === 200) continue
        refused = answer
        expect(storedRow(server, cart.orderFormId)).toEqual(before)
        break
      }
    }
    expect(refused?.status).toBe(413)
    expect(refused?.body).toMatchObject({ error: { code: 'orderFormTooLarge', message: expect.stringContaining('tamanho máximo') } })
    const stored = storedRow(server, cart.orderFormId)
    expect(stored?.json.length).toBeLessThanOrEqual(ORDER_FORM_MAX_CHARS)
    expect(stored?.json.length).toBeGreaterThan(ORDER_FORM_MAX_CHARS - 2 * value.length)
    // Still usable: it can be read, and shrunk.
    expect(okOrderForm(await shopper.get(`${base}/${cart.orderFormId}`)).items).toHaveLength(1)
    expect((await shopper.request('DELETE', `${base}/${cart.orderFormId}/customData/app0/f0`)).status).toBe(200)
  })

  it('a cart keeps only the newest delivery addresses', async () => {
    const shopper = browserAt()
    const cart = await newCart(shopper)
    okOrderForm(await addItem(shopper, cart.orderFormId, skus.plenty))
    let last = cart
    for (let i = 0; i < ORDER_FORM_AVAILABLE_ADDRESSES_MAX + 5; i++) {
      last = okOrderForm(await shopper.post(`${base}/${cart.orderFormId}/shippingData`, { selectedAddresses: [{ postalCode: '01310-100', street: `Rua ${i}`, number: String(i), addressId: `a${i}` }] }))
    }
    expect(last.shippingData.availableAddresses.map((address) => address.addressId)).toEqual(
      Array.from({ length: ORDER_FORM_AVAILABLE_ADDRESSES_MAX }, (_, i) => `a${i + 5}`),
    )
  })

  it('one client address stores at most CART_CREATIONS_PER_ADDRESS_PER_MINUTE new carts a minute (429 with Retry-After); others are not held up', async () => {
    const address = '198.18.0.7'
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof addItem>> | undefined
    for (let i = 0; i < CART_CREATIONS_PER_ADDRESS_PER_MINUTE + 3; i++) {
      const flooder = browserAt(address)
      const cart = await newCart(flooder)
      const answer = await addItem(flooder, cart.orderFormId, skus.plenty)
      statuses.push(answer.status)
      if (answer.status === 429) {
        refused ??= answer
        expect(storedRow(server, cart.orderFormId)).toBeUndefined()
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CART_CREATIONS_PER_ADDRESS_PER_MINUTE)
    expect(statuses.slice(-3)).toEqual([429, 429, 429])
    expect(refused?.body).toMatchObject({ error: { code: 'tooManyNewCarts' } })
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another shopper stores carts as usual; the flooder's existing carts still take writes.
    const other = browserAt()
    const otherCart = await newCart(other)
    expect((await addItem(other, otherCart.orderFormId, skus.plenty)).status).toBe(200)
    // A minute later the address may store carts again.
    now += 61_000
    const later = browserAt(address)
    const laterCart = await newCart(later)
    expect((await addItem(later, laterCart.orderFormId, skus.plenty)).status).toBe(200)
  })
})
