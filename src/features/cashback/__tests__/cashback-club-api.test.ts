import type { CashbackStatement } from '../contract'
import type { ClubStatus } from '../../club/contract'
import type { ErrorBody } from '../../../server/http/errors'
import { memberIdOf, placeOrder } from '../../../server/test-support/account-area'
import { loginAs, startTestServer, type TestServer } from '../../../server/test-support/server'

describe('cashback ledger and club membership', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it("keeps a seeded member's balance as an opening entry; the pill, the session and the statement agree", async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    const statement = await ana.get<CashbackStatement>('/api/account/cashback')
    expect(statement.status).toBe(200)
    expect(statement.body).toMatchObject({ balance: 4590, ratePercent: 5, clubMember: true })
    expect(statement.body.entries).toEqual([expect.objectContaining({ kind: 'credit', amount: 4590, description: 'Saldo anterior', orderId: null })])
    expect((await ana.post<{ balance: number }>('/api/getCashbackBalance')).body.balance).toBe(4590)
    expect((await ana.get<{ user: { cashBackBalance: number } }>('/api/account/session')).body.user.cashBackBalance).toBe(4590)
  })

  it("credits an approved order's cashback once, at the configured rate of the items' value, to a club member", async () => {
    const anaId = memberIdOf(server, 'ana.souza@example.com')
    const order = placeOrder(server, anaId, { status: 'handling' })
    const items = order.totals.find((total) => total.id === 'Items')!.value
    const expected = Math.floor((items * 5) / 100)
    expect(server.composition.features.cashback.creditApprovedOrder(order)).toBe(expected)
    // Order placement may call the hook again (a retried approval): nothing more is credited.
    server.composition.services.onOrderApproved(order)
    const ana = await loginAs(server, 'ana.souza@example.com')
    const statement = (await ana.get<CashbackStatement>('/api/account/cashback')).body
    expect(statement.balance).toBe(4590 + expected)
    expect(statement.entries[0]).toMatchObject({ kind: 'credit', amount: expected, orderId: order.orderId, description: `Cashback do pedido ${order.orderId}` })
    expect(statement.entries.filter((entry) => entry.orderId === order.orderId)).toHaveLength(1)
    expect((await ana.post<{ balance: number }>('/api/getCashbackBalance')).body.balance).toBe(4590 + expected)
  })

  it('debits cashback spent, never below zero', () => {
    const { cashback } = server.composition.features
    const anaId = memberIdOf(server, 'ana.souza@example.com')
    const before = cashback.balanceOf(anaId)
    cashback.debit(anaId, 1000, '1000000000001-01')
    expect(cashback.balanceOf(anaId)).toBe(before - 1000)
    expect(() => cashback.debit(anaId, before, '1000000000002-01')).toThrow('Saldo de cashback insuficiente.')
    expect(cashback.balanceOf(anaId)).toBe(before - 1000)
    expect(cashback.entriesOf(anaId)[0]).toMatchObject({ kind: 'debit', amount: 1000, description: 'Usado no pedido 1000000000001-01' })
  })

  it('joins a member to the club (the rules accepted, CPF and birthdate kept), after which approved orders earn cashback', async () => {
    const bruno = await loginAs(server, 'bruno.lima@example.com')
    const brunoId = memberIdOf(server, 'bruno.lima@example.com')
    const first = placeOrder(server, brunoId)
    expect(server.composition.features.cashback.creditApprovedOrder(first)).toBe(0)

    const before = await bruno.get<ClubStatus>('/api/account/club')
    expect(before.body).toEqual({ isMember: false, cardNumber: null, joinedAt: null, needs: { cpf: false, birthdate: false } })
    const refused = await bruno.post<ErrorBody>('/api/account/club/join', { acceptRules: false })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({ acceptRules: 'Aceite o regulamento do Clube para participar.' })

    const joined = await bruno.post<ClubStatus>('/api/account/club/join', { acceptRules: true })
    expect(joined.status).toBe(200)
    expect(joined.body.isMember).toBe(true)
    expect(joined.body.cardNumber).toMatch(/^209\d{10}$/)
    const again = await bruno.post<ClubStatus>('/api/account/club/join', { acceptRules: true })
    expect(again.body.cardNumber).toBe(joined.body.cardNumber)
    const profile = await bruno.post<{ getUserProfile: { identifiers: Array<{ id: string; value: string }> } }>('/api/account/getUserProfile')
    expect(profile.body.getUserProfile.identifiers).toContainEqual({ id: 'loyalty_card', value: joined.body.cardNumber })

    const second = placeOrder(server, brunoId, { firstPosition: 5 })
    expect(server.composition.features.cashback.creditApprovedOrder(second)).toBeGreaterThan(0)
    const statement = (await bruno.get<CashbackStatement>('/api/account/cashback')).body
    expect(statement.clubMember).toBe(true)
    expect(statement.entries.map((entry) => entry.orderId)).toEqual([second.orderId])
  })

  it('asks a member without CPF or birthdate for them when joining, checking them', async () => {
    const business = await loginAs(server, 'compras@academiamovimento.example.com')
    const id = memberIdOf(server, 'compras@academiamovimento.example.com')
    server.composition.db.prepare('UPDATE members SET cpf = NULL, birthdate = NULL WHERE id = ?').run(id)
    expect((await business.get<ClubStatus>('/api/account/club')).body.needs).toEqual({ cpf: true, birthdate: true })
    const missing = await business.post<ErrorBody>('/api/account/club/join', { acceptRules: true })
    expect(missing.body.error.fields).toEqual({ cpf: 'Informe o CPF.' })
    const bad = await business.post<ErrorBody>('/api/account/club/join', { acceptRules: true, cpf: '111.111.111-11', birthdate: '1979-02-31' })
    expect(bad.body.error.fields).toEqual({ cpf: 'CPF inválido: confira os números.', birthdate: 'Informe uma data válida (dd/mm/aaaa).' })
    const joined = await business.post<ClubStatus>('/api/account/club/join', { acceptRules: true, cpf: '111.444.777-35', birthdate: '1979-07-21' })
    expect(joined.body.isMember).toBe(true)
    const claims = (await business.post<{ getUserProfile: { claims: { birthdate: string } } }>('/api/account/getUserProfile')).body.getUserProfile.claims
    expect(claims.birthdate).toBe('1979-07-21')
  })

  it('answers visitors with 401 and refuses a join without the anti-forgery token', async () => {
    const visitor = server.client()
    expect((await visitor.get('/api/account/cashback')).status).toBe(401)
    expect((await visitor.get('/api/account/club')).status).toBe(401)
    expect((await visitor.post('/api/account/club/join', { acceptRules: true })).status).toBe(401)
    expect((await visitor.post<{ balance: number }>('/api/getCashbackBalance')).body.balance).toBe(0)
    const member = await loginAs(server, 'bruno.lima@example.com')
    expect((await member.request('POST', '/api/account/club/join', { json: { acceptRules: true }, xsrf: false })).status).toBe(403)
  })
})

describe('cashback rate from CASHBACK_RATE_PERCENT', () => {
  it('credits at the configured rate', async () => {
    const server = await startTestServer({ env: { CASHBACK_RATE_PERCENT: '2' } })
    try {
      const order = placeOrder(server, memberIdOf(server, 'ana.souza@example.com'))
      const items = order.totals.find((total) => total.id === 'Items')!.value
      expect(server.composition.features.cashback.creditApprovedOrder(order)).toBe(Math.floor((items * 2) / 100))
    } finally {
      await server.close()
    }
  })
})
