import fs from 'node:fs'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'
import type { AccountOrder, AccountOrderList } from '../orders'
import type { ErrorBody } from '../../http/errors'

describe('account orders API', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers visitors with 401 JSON on the list and the detail', async () => {
    const visitor = server.client()
    for (const path of ['/api/account/orders', '/api/account/orders/1000000000000-01']) {
      const res = await visitor.get<ErrorBody>(path)
      expect(res.status).toBe(401)
      expect(res.headers.get('content-type')).toMatch(/json/)
      expect(res.body.error.code).toBe('NOT_LOGGED_IN')
    }
  })

  it("lists the demo member's seeded orders, newest first, with totals that add up", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const res = await ana.get<AccountOrderList>('/api/account/orders')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { list } = res.body
    expect(list.length).toBeGreaterThanOrEqual(3)
    const dates = list.map((order) => Date.parse(order.creationDate))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    for (const order of list) {
      expect(order.orderId).toMatch(/^\d{13}-\d{2}$/)
      expect(order.items.length).toBeGreaterThan(0)
      expect(order.totalItems).toBe(order.items.reduce((sum, item) => sum + item.quantity, 0))
      expect(Number.isInteger(order.value)).toBe(true)
      expect(order).not.toHaveProperty('memberId')
    }
    expect(new Set(list.map((order) => order.status)).size).toBeGreaterThan(1)
  })

  it('returns the detail of an own order, whose value is items plus shipping', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const { body } = await ana.get<AccountOrderList>('/api/account/orders')
    const first = body.list[0]
    const res = await ana.get<AccountOrder>(`/api/account/orders/${first.orderId}`)
    expect(res.status).toBe(200)
    expect(res.body.orderId).toBe(first.orderId)
    expect(res.body).not.toHaveProperty('memberId')
    const items = res.body.items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0)
    const totals = Object.fromEntries(res.body.totals.map((total) => [total.id, total.value]))
    expect(totals.Items).toBe(items)
    expect(res.body.value).toBe(items + totals.Shipping)
    expect(res.body.shippingData.postalCode).toMatch(/^\d{5}-\d{3}$/)
  })

  it('keeps an empty history for a member without orders', async () => {
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const res = await bruno.get<AccountOrderList>('/api/account/orders')
    expect(res.status).toBe(200)
    expect(res.body.list).toEqual([])
  })

  it("answers 404 JSON for another member's order and for an unknown one", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const { orderId } = (await ana.get<AccountOrderList>('/api/account/orders')).body.list[0]
    const foreign = await bruno.get<ErrorBody>(`/api/account/orders/${orderId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.body.error.code).toBe('ORDER_NOT_FOUND')
    const unknown = await ana.get<ErrorBody>('/api/account/orders/9999999999999-99')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('ORDER_NOT_FOUND')
  })

  it('rejects a malformed order id with 400 JSON', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    for (const id of ['abc', '1000000000000', '1000000000000-1', "1'%20OR%201=1"]) {
      const res = await ana.get<ErrorBody>(`/api/account/orders/${id}`)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('INVALID_INPUT')
    }
  })

  it('does not seed twice when the server restarts on the same data', async () => {
    const dir = await startTestServer()
    const ana = await loginAs(dir, 'ana.souza@example.com')
    const before = (await ana.get<AccountOrderList>('/api/account/orders')).body.list.map((order) => order.orderId)
    await dir.close({ keepData: true })
    const again = await startTestServer({ dataDir: dir.dataDir })
    try {
      const client = await loginAs(again, 'ana.souza@example.com')
      const after = (await client.get<AccountOrderList>('/api/account/orders')).body.list.map((order) => order.orderId)
      expect(after).toEqual(before)
    } finally {
      await again.close()
      fs.rmSync(dir.dataDir, { recursive: true, force: true })
    }
  })
})
