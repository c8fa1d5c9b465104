import type { DataExport, PrivacyRequest } from '../contract'
import type { MemberConsentAnswer } from '../../consent/contract'
import type { ErrorBody } from '../../../server/http/errors'
import { lastMailTo, memberIdOf, placeOrder } from '../../../server/test-support/account-area'
import { loginAs, startTestServer, type TestServer } from '../../../server/test-support/server'
import { DEMO_PASSWORD } from '../../../demo/members'

const BRUNO = 'bruno.lima@example.com'

describe('data rights (LGPD): download my data, delete my account', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('keeps a member’s cookie choice: refuses a malformed one, keeps the newer', async () => {
    const ana = await loginAs(server, 'ana.souza@example.com')
    expect((await ana.get<MemberConsentAnswer>('/api/account/consent')).body).toEqual({ choice: null })
    const bad = await ana.put<ErrorBody>('/api/account/consent', { purposes: { analytics: 'sim' }, version: 1, decidedAt: 'ontem' })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Não foi possível salvar as suas preferências de cookies. Tente de novo.')
    const choice = { purposes: { analytics: true, personalisation: false }, version: 1, decidedAt: '2026-11-20T10:00:00.000Z' }
    expect((await ana.put<MemberConsentAnswer>('/api/account/consent', choice)).body).toEqual({ choice })
    const older = { purposes: { analytics: false, personalisation: false }, version: 1, decidedAt: '2026-11-01T10:00:00.000Z' }
    expect((await ana.put<MemberConsentAnswer>('/api/account/consent', older)).body).toEqual({ choice })
    expect((await ana.get<MemberConsentAnswer>('/api/account/consent')).body).toEqual({ choice })
    expect((await server.client().get('/api/account/consent')).status).toBe(401)
  })

  it('downloads every kind of data in one JSON file, then deletes the account after the e-mailed code', async () => {
    const bruno = await loginAs(server, BRUNO)
    const otherDevice = await loginAs(server, BRUNO)
    const brunoId = memberIdOf(server, BRUNO)
    const member = server.composition.repositories.members.findById(brunoId)!
    // An order with the buyer's data on it, as placement stores one.
    const placed = placeOrder(server, brunoId, { status: 'invoiced', daysAgo: 3 })
    server.composition.repositories.orders.update({
      ...placed,
      email: BRUNO,
      clientProfileData: { email: BRUNO, firstName: member.givenName, lastName: member.familyName, isCorporate: false, corporateName: null },
      shippingData: { ...placed.shippingData, street: 'Rua das Palmeiras', number: '120', neighborhood: 'Centro', postalCode: '01310-100', city: 'São Paulo', state: 'SP', receiverName: `${member.givenName} ${member.familyName}`, complement: 'apto 12' },
    })
    const choice = { purposes: { analytics: false, personalisation: true }, version: 1, decidedAt: '2026-11-28T09:00:00.000Z' }
    expect((await bruno.put('/api/account/consent', choice)).status).toBe(200)

    const download = await bruno.get<DataExport>('/api/account/privacy/export')
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="arena-esportes-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(download.headers.get('cache-control')).toBe('no-store')
    const data = download.body
    expect(Object.keys(data).sort()).toEqual(['addresses', 'cashback', 'consents', 'generatedAt', 'orders', 'profile', 'requests', 'returns', 'reviews', 'wishlist'])
    expect(data.profile).toMatchObject({ id: brunoId, email: BRUNO, givenName: member.givenName, cpf: member.cpf })
    expect(JSON.stringify(data)).not.toMatch(/password/i)
    expect(data.addresses).toEqual(server.composition.repositories.members.addresses(brunoId))
    expect(data.orders.map((order) => order.orderId)).toContain(placed.orderId)
    expect(data.cashback).toEqual({ balance: expect.any(Number), entries: expect.any(Array) })
    expect(data.consents).toEqual({ cookies: choice, marketingEmail: member.marketingEmailConsent })
    expect(Array.isArray(data.returns) && Array.isArray(data.reviews) && Array.isArray(data.wishlist)).toBe(true)
    expect(data.requests).toEqual([{ kind: 'export', createdAt: data.generatedAt }])
    // Another member never sees it.
    const ana = await loginAs(server, 'ana.souza@example.com')
    expect((await ana.get<DataExport>('/api/account/privacy/export')).body.profile.email).toBe('ana.souza@example.com')
    expect((await server.client().get('/api/account/privacy/export')).status).toBe(401)

    // A cart that names him (his e-mail on its profile).
    const cart = await bruno.get<{ orderFormId: string }>('/api/checkout/pub/orderForm')
    const cartId = cart.body.orderFormId
    expect((await bruno.post(`/api/checkout/pub/orderForm/${cartId}/attachments/clientProfileData`, { email: BRUNO })).status).toBe(200)
    const cartText = () => (server.composition.db.prepare('SELECT json FROM order_forms WHERE id = ?').get(cartId) as { json: string } | undefined)?.json
    expect(cartText()).toContain(BRUNO)

    // Deletion: a code by e-mail first.
    const ordersBefore = server.composition.db.prepare('SELECT order_id FROM orders WHERE member_id = ?').all(brunoId) as Array<{ order_id: string }>
    expect(ordersBefore.length).toBeGreaterThan(0)
    expect((await bruno.post('/api/account/privacy/deletion', {})).status).toBe(200)
    const mail = lastMailTo(server, BRUNO)!
    expect(mail.subject).toBe('Confirme a exclusão da sua conta')
    const code = /(\d{6})/.exec(mail.text)![1]
    const wrong = await bruno.post<ErrorBody>('/api/account/privacy/deletion/confirm', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields).toEqual({ code: 'Código incorreto. Confira o código enviado para o seu e-mail.' })
    const malformed = await bruno.post<ErrorBody>('/api/account/privacy/deletion/confirm', { code: '12' })
    expect(malformed.status).toBe(400)
    expect(server.composition.repositories.members.findById(brunoId)).not.toBeNull()

    const confirmed = await bruno.post<{ deleted: true; anonymisedOrders: number }>('/api/account/privacy/deletion/confirm', { code })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ deleted: true, anonymisedOrders: ordersBefore.length })

    // Sessions ended everywhere; login fails.
    expect((await bruno.get('/api/account/privacy')).status).toBe(401)
    expect((await otherDevice.get('/api/account/privacy')).status).toBe(401)
    expect((await server.client().post('/api/login', { email: BRUNO, password: DEMO_PASSWORD })).status).not.toBe(200)
    expect(server.composition.repositories.members.findById(brunoId)).toBeNull()
    expect(server.composition.repositories.members.addresses(brunoId)).toEqual([])
    expect(server.composition.db.prepare('SELECT COUNT(*) AS n FROM member_consents WHERE member_id = ?').get(brunoId)).toEqual({ n: 0 })

    // The orders remain, without the person.
    for (const { order_id: orderId } of ordersBefore) {
      const kept = server.composition.repositories.orders.get(orderId)!
      expect(kept).not.toBeNull()
      expect(kept.memberId).toBeNull()
      expect(kept.email).toBeNull()
      expect(kept.clientProfileData).toBeNull()
      const text = JSON.stringify(kept)
      for (const personal of [BRUNO, member.givenName, member.familyName, member.cpf, member.phoneNumber, 'Rua das Palmeiras', '01310-100', 'apto 12'].filter(Boolean) as string[]) {
        expect({ orderId, leaks: text.includes(personal) ? personal : null }).toEqual({ orderId, leaks: null })
      }
      expect(kept.items.length).toBeGreaterThan(0)
    }
    const storedRow = server.composition.db.prepare('SELECT member_id, email FROM orders WHERE order_id = ?').get(placed.orderId)
    expect(storedRow).toEqual({ member_id: null, email: null })
    // His cart is gone with him.
    expect(cartText()).toBeUndefined()
    expect(server.composition.db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ? AND status <> 'pending'").get(BRUNO)).toEqual({ n: 0 })
    // Each request recorded with its date (the record outlives the account).
    const requests = server.composition.db.prepare('SELECT kind FROM privacy_requests WHERE member_id = ? ORDER BY id').all(brunoId) as Array<Pick<PrivacyRequest, 'kind'>>
    expect(requests.map((request) => request.kind)).toEqual(['export', 'deletion-requested', 'deletion-confirmed'])
  })

  it('a code expires after 30 minutes: the account stays', async () => {
    let now = Date.parse('2026-11-29T12:00:00Z')
    const clocked = await startTestServer({ now: () => now })
    try {
      const carla = await loginAs(clocked, 'ana.souza@example.com')
      expect((await carla.post('/api/account/privacy/deletion', {})).status).toBe(200)
      const code = /(\d{6})/.exec(lastMailTo(clocked, 'ana.souza@example.com')!.text)![1]
      now += 31 * 60_000
      const late = await carla.post<ErrorBody>('/api/account/privacy/deletion/confirm', { code })
      expect(late.status).toBe(400)
      expect(late.body.error.fields?.code).toMatch(/expirou/)
      expect((await carla.get('/api/account/privacy')).status).toBe(200)
    } finally {
      await clocked.close()
    }
  })
})
