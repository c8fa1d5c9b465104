import { CommerceHttpError, createHttpClient, type FetchLike } from '../http'
import { createOrdersApi, ORDERS_PATHS } from '../orders'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function setup(answer: Response) {
  const calls: Array<{ url: string; method: string }> = []
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init.method ?? 'GET' })
    return answer
  }
  return { calls, api: createOrdersApi({ http: createHttpClient({ fetch, readCookie: () => null }) }) }
}

describe('orders client', () => {
  it('GETs the list and unwraps it', async () => {
    const summary = { orderId: '1000000000001-01', creationDate: '2025-01-02T10:00:00.000Z', status: 'invoiced', statusDescription: 'Faturado', value: 19990, totalItems: 1, items: [] }
    const { calls, api } = setup(json({ list: [summary] }))
    await expect(api.listOrders()).resolves.toEqual([summary])
    expect(calls).toEqual([{ url: ORDERS_PATHS.list, method: 'GET' }])
  })

  it('GETs one order by its encoded id', async () => {
    const { calls, api } = setup(json({ orderId: '1000000000001-01' }))
    await expect(api.getOrder('1000000000001-01')).resolves.toEqual({ orderId: '1000000000001-01' })
    expect(calls[0].url).toBe('/api/account/orders/1000000000001-01')
    expect(ORDERS_PATHS.detail('a/b')).toBe('/api/account/orders/a%2Fb')
  })

  it('throws the 404 of an unknown order as a CommerceHttpError with its code', async () => {
    const { api } = setup(json({ error: { code: 'ORDER_NOT_FOUND', message: 'Pedido não encontrado.' } }, 404))
    const error = await api.getOrder('9999999999999-99').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CommerceHttpError)
    expect(error).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' })
  })
})
