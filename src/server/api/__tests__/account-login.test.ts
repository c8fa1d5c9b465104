import { startTestServer, type TestServer } from '../../test-support/server'
import { SESSION_COOKIE } from '../../auth/session'
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../../demo/members'
import { LOGIN_SESSION_SECONDS } from '../../../config/constants'
import type { ErrorBody } from '../../http/errors'

const ana = DEMO_MEMBERS.find((m) => m.email === 'ana.souza@example.com')!
const business = DEMO_MEMBERS.find((m) => m.kind === 'business')!

interface SessionBody {
  isLoggedIn: boolean
  returnUrl?: string
  user: null | { sub: string; email: string; given_name: string; family_name: string; kind: string; cashBackBalance: number; favoritePostalCode: string | null }
}
function setCookieLine(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`))
}

describe('login, session, profile, cashback and logout', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  async function loggedIn(email = ana.email) {
    const client = server.client()
    const res = await client.post<SessionBody>('/api/login', { email, password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
    return client
  }

  it('an anonymous session is not logged in', async () => {
    const res = await server.client().get<SessionBody>('/api/account/session')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ isLoggedIn: false, user: null })
  })

  it('logs in with JSON, sets an HttpOnly SameSite=Lax session cookie and returns /account by default', async () => {
    const client = server.client()
    const res = await client.post<SessionBody>('/api/login', { email: ana.email, password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body.isLoggedIn).toBe(true)
    expect(res.body.returnUrl).toBe('/account')
    expect(res.body.user).toMatchObject({ sub: ana.id, email: ana.email, given_name: 'Ana', family_name: 'Souza', cashBackBalance: 4590, favoritePostalCode: '01310-100' })
    const line = setCookieLine(res.headers, SESSION_COOKIE)!
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).toMatch(/Path=\//)
    expect(line).toContain(`Max-Age=${LOGIN_SESSION_SECONDS}`)
    expect(line).not.toMatch(/Secure/i)
    const session = await client.get<SessionBody>('/api/account/session')
    expect(session.body.isLoggedIn).toBe(true)
    expect(session.body.user?.email).toBe(ana.email)
  })

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await server.client().post<SessionBody>('/api/login', { email: '  ANA.Souza@Example.com ', password: DEMO_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body.user?.sub).toBe(ana.id)
  })

  it('rejects a wrong password or an unknown e-mail with the same 401', async () => {
    const wrong = await server.client().post<ErrorBody>('/api/login', { email: ana.email, password: 'errada' })
    const unknown = await server.client().post<ErrorBody>('/api/login', { email: 'ninguem@example.com', password: DEMO_PASSWORD })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha incorretos.' })
      expect(setCookieLine(res.headers, SESSION_COOKIE)).toBeUndefined()
    }
  })

  it('validates the login body (400 JSON)', async () => {
    for (const body of [{}, { email: 'not-an-email', password: 'x' }, { email: ana.email }, { email: ana.email, password: '' }, [1, 2]]) {
      const res = await server.client().post<ErrorBody>('/api/login', body)
      expect(res.status).toBe(400)
      expect(res.body.error.code).toBe('INVALID_INPUT')
    }
  })

  it('honours a same-site returnUrl and replaces anything else with /account', async () => {
    const cases: Array<[string, string]> = [
      ['/account#loginSuccess', '/account#loginSuccess'],
      ['/checkout/cart', '/checkout/cart'],
      ['//evil.com', '/account'],
      ['https://evil.com', '/account'],
      ['/\\evil.com', '/account'],
      ['javascript:alert(1)', '/account'],
    ]
    for (const [returnUrl, expected] of cases) {
      const res = await server.client().post<SessionBody>('/api/login', { email: ana.email, password: DEMO_PASSWORD, returnUrl })
      expect(res.status).toBe(200)
      expect(res.body.returnUrl).toBe(expected)
    }
  })

  it('logs in with a form post and redirects (303) to the returnUrl; failures go back to /login', async () => {
    const client = server.client()
    await client.get('/api/health')
    const form = new URLSearchParams({ email: business.email, password: DEMO_PASSWORD, returnUrl: '/account#loginSuccess' })
    const ok = await client.request('POST', '/api/login', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/account#loginSuccess')
    const session = await client.get<SessionBody>('/api/account/session')
    expect(session.body.user).toMatchObject({ kind: 'business', email: business.email })

    const evil = new URLSearchParams({ email: business.email, password: 'nope', returnUrl: '//evil.com' })
    const bad = await server.client().request('POST', '/api/login', {
      body: evil.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/login?erro=credenciais&returnUrl=%2Faccount')

    const formOkJson = await server.client().request<SessionBody>('POST', '/api/login', {
      body: new URLSearchParams({ email: ana.email, password: DEMO_PASSWORD, returnUrl: 'https://evil.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    })
    expect(formOkJson.status).toBe(200)
    expect(formOkJson.body.returnUrl).toBe('/account')
  })

  it('refuses state-changing calls without the anti-forgery header (403)', async () => {
    const client = server.client()
    await client.get('/api/health')
    const res = await client.post<ErrorBody>('/api/login', { email: ana.email, password: DEMO_PASSWORD }, { xsrf: false })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('XSRF_TOKEN_INVALID')
    const logout = await client.request('POST', '/api/account/logout', { xsrf: false })
    expect(logout.status).toBe(403)
  })

  it('serves the profile to members and 401 JSON to visitors', async () => {
    const anonymous = await server.client().post<ErrorBody>('/api/account/getUserProfile')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.code).toBe('NOT_LOGGED_IN')

    const client = await loggedIn()
    const res = await client.post<{
      sub: string
      getUserProfile: { sub: string; claims: Record<string, unknown>; additional_information: Array<{ id: string; value: string }>; identifiers: Array<{ id: string; value: string }>; purposes: unknown[] }
      getAddresses: Array<Record<string, unknown>>
      cashBackBalance: number
    }>('/api/account/getUserProfile')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.sub).toBe(ana.id)
    expect(res.body.getUserProfile.claims).toEqual({
      email: ana.email,
      given_name: 'Ana',
      middle_name: 'Clara',
      family_name: 'Souza',
      birthdate: '1990-04-12',
      phone_number: '+5511987654321',
      phone_verified: true,
      gender: 'female',
    })
    expect(res.body.getUserProfile.additional_information).toContainEqual({ id: 'cpf', value: ana.cpf })
    expect(res.body.getUserProfile.identifiers).toContainEqual({ id: 'email', value: ana.email })
    expect(res.body.getUserProfile.purposes).toEqual([{ id: 'marketing_email', consent: true }])
    expect(res.body.getAddresses).toHaveLength(2)
    expect(res.body.getAddresses[0]).toEqual({
      id: 'addr-ana-casa',
      vtexId: 'a8f2e1d0c9b8',
      country_code: 'BRA',
      street: 'Avenida Paulista, 1578',
      locality: 'São Paulo',
      postal_code: '01310-100',
      complement: 'Apto 42',
      title: 'Casa',
      is_favorite: true,
      firstname: 'Ana',
      lastname: 'Souza',
      phone_number: '+5511987654321',
      type: 'SHIPPING',
      accuracy: 'VALID',
      administrative_divisions: { province: 'SP', district: 'Bela Vista' },
    })
    expect(res.body.getAddresses[1].is_favorite).toBe(false)
    expect(res.body.cashBackBalance).toBe(4590)

    const businessClient = await loggedIn(business.email)
    const profile = await businessClient.post<{ getUserProfile: { additional_information: Array<{ id: string; value: string }> } }>('/api/account/getUserProfile')
    expect(profile.body.getUserProfile.additional_information).toEqual(
      expect.arrayContaining([{ id: 'cnpj', value: '11222333000181' }, { id: 'company_name', value: 'Academia Movimento Ltda' }]),
    )
  })

  it('answers the cashback balance (cents; 0 for visitors and members without cashback)', async () => {
    expect((await server.client().post<{ balance: number }>('/api/getCashbackBalance')).body).toEqual({ balance: 0 })
    expect((await (await loggedIn()).post<{ balance: number }>('/api/getCashbackBalance')).body).toEqual({ balance: 4590 })
    expect((await (await loggedIn('bruno.lima@example.com')).post<{ balance: number }>('/api/getCashbackBalance')).body).toEqual({ balance: 0 })
  })

  it('logs out: the session ends, the cookie is cleared and the answer is a same-site path', async () => {
    const client = await loggedIn()
    const token = client.cookies.get(SESSION_COOKIE)!
    const res = await client.post<{ redirectUrl: string }>('/api/account/logout?returnPath=%2Fpesquisa%2F%3Fq%3Dbola')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ redirectUrl: '/pesquisa/?q=bola' })
    expect(setCookieLine(res.headers, SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i)
    expect((await client.get<SessionBody>('/api/account/session')).body.isLoggedIn).toBe(false)

    // The old token no longer opens the session even if a browser kept it.
    const replay = server.client()
    replay.cookies.set(SESSION_COOKIE, token)
    expect((await replay.get<SessionBody>('/api/account/session')).body.isLoggedIn).toBe(false)
  })

  it('logout falls back to / for missing or foreign return paths, and works for visitors', async () => {
    for (const query of ['', '?returnPath=%2F%2Fevil.com', '?returnPath=https%3A%2F%2Fevil.com', '?returnPath=%2F%5Cevil.com']) {
      const res = await (await loggedIn()).post<{ redirectUrl: string }>(`/api/account/logout${query}`)
      expect(res.status).toBe(200)
      expect(res.body.redirectUrl).toBe('/')
    }
    const visitor = await server.client().post<{ redirectUrl: string }>('/api/account/logout?returnPath=/account')
    expect(visitor.body).toEqual({ redirectUrl: '/account' })
  })

  it('ignores forged or malformed session cookies', async () => {
    for (const value of ['x', 'A'.repeat(43), '../../etc', '']) {
      const client = server.client()
      client.cookies.set(SESSION_COOKIE, value)
      const res = await client.get<SessionBody>('/api/account/session')
      expect(res.status).toBe(200)
      expect(res.body.isLoggedIn).toBe(false)
    }
  })

  it('a new login replaces the previous session token', async () => {
    const client = await loggedIn()
    const first = client.cookies.get(SESSION_COOKIE)!
    await client.post('/api/login', { email: ana.email, password: DEMO_PASSWORD })
    const second = client.cookies.get(SESSION_COOKIE)!
    expect(second).not.toBe(first)
    const stale = server.client()
    stale.cookies.set(SESSION_COOKIE, first)
    expect((await stale.get<SessionBody>('/api/account/session')).body.isLoggedIn).toBe(false)
  })

  it('throttles repeated failures for one e-mail (429), without locking others out', async () => {
    const email = 'bruno.lima@example.com'
    for (let i = 0; i < 10; i++) {
      expect((await server.client().post('/api/login', { email, password: `wrong-${i}` })).status).toBe(401)
    }
    const blocked = await server.client().post<ErrorBody>('/api/login', { email, password: DEMO_PASSWORD })
    expect(blocked.status).toBe(429)
    expect(blocked.body.error.code).toBe('TOO_MANY_ATTEMPTS')
    expect((await server.client().post('/api/login', { email: ana.email, password: DEMO_PASSWORD })).status).toBe(200)
  })
})

describe('secure cookies', () => {
  it('sets Secure on the session cookie when configured', async () => {
    const server = await startTestServer({ env: { SECURE_COOKIES: 'true' } })
    try {
      const res = await server.client().post('/api/login', { email: ana.email, password: DEMO_PASSWORD })
      expect(res.status).toBe(200)
      expect(setCookieLine(res.headers, SESSION_COOKIE)).toMatch(/; Secure/i)
    } finally {
      await server.close()
    }
  })
})
