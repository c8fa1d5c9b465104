import type { ExchangeRequest, ExchangesOverview } from '../contract'
import type { ErrorBody } from '../../../server/http/errors'
import { memberIdOf, placeOrder } from '../../../server/test-support/account-area'
import { loginAs, startTestServer, type TestClient, type TestServer } from '../../../server/test-support/server'

describe('exchanges and returns', () => {
  let server: TestServer
  let bruno: TestClient
  let brunoId: string
  beforeAll(async () => {
    server = await startTestServer()
    bruno = await loginAs(server, 'bruno.lima@example.com')
    brunoId = memberIdOf(server, 'bruno.lima@example.com')
  })
  afterAll(async () => {
    await server.close()
  })

  it('asks to exchange one item of a delivered order and shows the stored request', async () => {
    const order = placeOrder(server, brunoId, { status: 'invoiced', daysAgo: 5, quantity: 2 })
    const overview = (await bruno.get<ExchangesOverview>('/api/account/exchanges')).body
    expect(overview.windowDays).toBe(30)
    const open = overview.returnableOrders.find((candidate) => candidate.orderId === order.orderId)!
    expect(open.items.map((item) => item.returnable)).toEqual([2, 2])

    const item = order.items[0]
    const created = await bruno.post<ExchangeRequest>('/api/account/exchanges', {
      orderId: order.orderId,
      kind: 'exchange',
      reason: 'size',
      comment: 'Ficou pequeno, quero o número acima.',
      items: [{ itemId: item.id, quantity: 1 }],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      orderId: order.orderId,
      kind: 'exchange',
      reason: 'size',
      reasonDescription: 'O tamanho ou a medida não serviu',
      status: 'requested',
      statusDescription: 'Solicitação recebida',
      items: [{ itemId: item.id, name: item.name, quantity: 1, unitPrice: item.sellingPrice }],
      value: item.sellingPrice,
    })
    expect(created.body).not.toHaveProperty('memberId')
    const listed = (await bruno.get<ExchangesOverview>('/api/account/exchanges')).body
    expect(listed.requests[0]).toEqual(created.body)
    expect(listed.returnableOrders.find((candidate) => candidate.orderId === order.orderId)!.items[0].returnable).toBe(1)
    expect((await bruno.get<ExchangeRequest>(`/api/account/exchanges/${created.body.id}`)).body).toEqual(created.body)
  })

  it('checks quantities on the server: never more than bought, minus earlier requests', async () => {
    const order = placeOrder(server, brunoId, { quantity: 2, firstPosition: 10 })
    const [first, second] = order.items
    const tooMany = await bruno.post<ErrorBody>('/api/account/exchanges', {
      orderId: order.orderId,
      kind: 'refund',
      reason: 'regret',
      items: [
        { itemId: first.id, quantity: 1 },
        { itemId: second.id, quantity: 3 },
      ],
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.fields).toEqual({ 'items.1.quantity': 'Você pode trocar ou devolver no máximo 2 unidades deste produto.' })
    expect((await bruno.post('/api/account/exchanges', { orderId: order.orderId, kind: 'refund', reason: 'regret', items: [{ itemId: second.id, quantity: 2 }] })).status).toBe(201)
    const done = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: order.orderId, kind: 'refund', reason: 'regret', items: [{ itemId: second.id, quantity: 1 }] })
    expect(done.body.error.fields).toEqual({ 'items.0.quantity': 'Este produto já está em outra solicitação.' })
    const foreignItem = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: order.orderId, kind: 'refund', reason: 'regret', items: [{ itemId: 'nao-existe', quantity: 1 }] })
    expect(foreignItem.body.error.fields).toEqual({ 'items.0.itemId': 'Este produto não está no pedido.' })
  })

  it('checks the time window and that the order was delivered', async () => {
    const old = placeOrder(server, brunoId, { daysAgo: 31, firstPosition: 20 })
    const late = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: old.orderId, kind: 'exchange', reason: 'defect', items: [{ itemId: old.items[0].id, quantity: 1 }] })
    expect(late.status).toBe(400)
    expect(late.body.error.fields?.orderId).toMatch(/^O prazo de 30 dias para trocar ou devolver este pedido terminou em \d{2}\/\d{2}\/\d{4}\.$/)
    const shipping = placeOrder(server, brunoId, { status: 'handling', firstPosition: 30 })
    const early = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: shipping.orderId, kind: 'exchange', reason: 'defect', items: [{ itemId: shipping.items[0].id, quantity: 1 }] })
    expect(early.body.error.fields).toEqual({ orderId: 'Só é possível trocar ou devolver produtos de pedidos entregues.' })
    const ids = (await bruno.get<ExchangesOverview>('/api/account/exchanges')).body.returnableOrders.map((order) => order.orderId)
    expect(ids).not.toContain(old.orderId)
    expect(ids).not.toContain(shipping.orderId)
  })

  it('validates the form with pt-BR field errors', async () => {
    const res = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: 'x', kind: 'swap', reason: '', items: [] })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      orderId: 'Escolha o pedido.',
      kind: 'Escolha entre troca e devolução.',
      reason: 'Escolha o motivo.',
      items: 'Escolha pelo menos um produto.',
    })
  })

  it("answers 404 for another member's order and request, and creates nothing for them", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const anaOrder = placeOrder(server, memberIdOf(server, 'ana.souza@example.com'), { firstPosition: 40 })
    const theirs = await ana.post<ExchangeRequest>('/api/account/exchanges', { orderId: anaOrder.orderId, kind: 'refund', reason: 'damaged', items: [{ itemId: anaOrder.items[0].id, quantity: 1 }] })
    expect(theirs.status).toBe(201)

    const onForeignOrder = await bruno.post<ErrorBody>('/api/account/exchanges', { orderId: anaOrder.orderId, kind: 'refund', reason: 'damaged', items: [{ itemId: anaOrder.items[1].id, quantity: 1 }] })
    expect(onForeignOrder.status).toBe(404)
    expect(onForeignOrder.body.error.code).toBe('ORDER_NOT_FOUND')
    const readForeign = await bruno.get<ErrorBody>(`/api/account/exchanges/${theirs.body.id}`)
    expect(readForeign.status).toBe(404)
    expect(readForeign.body.error.code).toBe('EXCHANGE_REQUEST_NOT_FOUND')
    const brunoView = JSON.stringify((await bruno.get<ExchangesOverview>('/api/account/exchanges')).body)
    expect(brunoView).not.toContain(anaOrder.orderId)
    expect((await ana.get<ExchangesOverview>('/api/account/exchanges')).body.requests.map((request) => request.id)).toEqual([theirs.body.id])
  })

  it('needs a session and the anti-forgery token', async () => {
    expect((await server.client().get('/api/account/exchanges')).status).toBe(401)
    expect((await server.client().post('/api/account/exchanges', {})).status).toBe(401)
    const order = placeOrder(server, brunoId, { firstPosition: 50 })
    const res = await bruno.request('POST', '/api/account/exchanges', {
      json: { orderId: order.orderId, kind: 'refund', reason: 'regret', items: [{ itemId: order.items[0].id, quantity: 1 }] },
      xsrf: false,
    })
    expect(res.status).toBe(403)
    expect(server.composition.features.exchanges.requestsOf(brunoId).filter((request) => request.orderId === order.orderId)).toEqual([])
  })
})
