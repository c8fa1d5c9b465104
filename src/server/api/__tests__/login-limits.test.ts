import { DEMO_PASSWORD } from '../../../demo/members'
import type { ErrorBody } from '../../http/errors'
import { startTestServer, type TestClient, type TestServer } from '../../test-support/server'

const ANA = 'ana.souza@example.com'
const BRUNO = 'bruno.lima@example.com'

/** A login from `client`, optionally as coming from `address` (the server trusts the loopback proxy). */
function login(client: TestClient, email: string, password: string, address?: string) {
  return client.post<ErrorBody & { returnUrl?: string }>('/api/login', { email, password }, { headers: address ? { 'x-forwarded-for': address } : {} })
}

describe('login limits', () => {
  let server: TestServer
  let now = Date.parse('2025-03-01T12:00:00Z')

  beforeEach(async () => {
    now = Date.parse('2025-03-01T12:00:00Z')
    server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, now: () => now })
  })

  afterEach(async () => {
    await server.close()
  })

  it('slows guessing on an account, yet the owner gets in from the browser they usually log in from', async () => {
    const owner = server.client()
    expect((await login(owner, ANA, DEMO_PASSWORD, '198.51.100.10')).status).toBe(200)
    expect((await owner.post('/api/account/logout', {})).status).toBe(200)

    for (let i = 0; i < 10; i++) expect((await login(server.client(), ANA, `chute-${i}`, `203.0.113.${i}`)).status).toBe(401)
    const guessing = await login(server.client(), ANA, 'chute-10', '203.0.113.50')
    expect(guessing.status).toBe(429)
    expect(guessing.body.error.code).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(guessing.headers.get('retry-after'))).toBeGreaterThan(0)

    // The rightful owner, from the browser they logged in from before, with the right password: in.
    expect((await login(owner, ANA, DEMO_PASSWORD, '198.51.100.10')).status).toBe(200)
    // Anyone else must wait, even with the right password.
    expect((await login(server.client(), ANA, DEMO_PASSWORD, '198.51.100.99')).status).toBe(429)
  })

  it('makes each further failure on an account wait longer (doubling), and forgets them after an hour', async () => {
    for (let i = 0; i < 10; i++) expect((await login(server.client(), BRUNO, `chute-${i}`, `203.0.113.${i}`)).status).toBe(401)
    const waits: number[] = []
    for (let i = 0; i < 4; i++) {
      const refused = await login(server.client(), BRUNO, 'chute', '203.0.113.99')
      expect(refused.status).toBe(429)
      const wait = Number(refused.headers.get('retry-after'))
      waits.push(wait)
      now += wait * 1000
      expect((await login(server.client(), BRUNO, `chute-mais-${i}`, `203.0.113.${20 + i}`)).status).toBe(401)
    }
    expect(waits).toEqual([30, 60, 120, 240])
    now += 60 * 60 * 1000 + 1
    expect((await login(server.client(), BRUNO, DEMO_PASSWORD, '198.51.100.1')).status).toBe(200)
  })

  it('limits failures per client address across accounts (30 e-mails cannot be tried freely)', async () => {
    const attacker = '203.0.113.7'
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await login(server.client(), `alguem${i}@example.com`, 'senha', attacker)).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(10).fill(429))
    // Other addresses are not affected, and the attacker's own successful login resets nothing.
    expect((await login(server.client(), 'outra@example.com', 'senha', '203.0.113.8')).status).toBe(401)
    expect((await login(server.client(), BRUNO, DEMO_PASSWORD, attacker)).status).toBe(429)
  })

  it('does not trust a forwarded address from a client that is not a configured proxy', async () => {
    const direct = await startTestServer({ now: () => now })
    try {
      const statuses: number[] = []
      // Each attempt claims a new address; the server counts the real peer.
      for (let i = 0; i < 21; i++) statuses.push((await login(direct.client(), `x${i}@example.com`, 'senha', `198.18.0.${i}`)).status)
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await direct.close()
    }
  })

  it('an attacker’s own successful login resets nothing, and a device counts only for the member it logged in as', async () => {
    const attacker = '203.0.113.30'
    const device = server.client()
    for (let i = 0; i < 19; i++) expect((await login(device, `alvo${i}@example.com`, 'senha', attacker)).status).toBe(401)
    expect((await login(device, BRUNO, DEMO_PASSWORD, attacker)).status).toBe(200)
    expect(device.cookies.get('arena_device')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Bruno's device is not Ana's: guesses on Ana from it count against Ana and the address.
    expect((await login(device, ANA, 'chute', attacker)).status).toBe(401)
    expect((await login(device, ANA, 'chute', attacker)).status).toBe(429)
  })

  it('sets the device cookie HttpOnly and SameSite=Lax, for the API only', async () => {
    const response = await login(server.client(), ANA, DEMO_PASSWORD, '198.51.100.3')
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('arena_device='))
    expect(line).toMatch(/; HttpOnly/i)
    expect(line).toMatch(/; SameSite=Lax/i)
    expect(line).toMatch(/; Path=\/api(;|$)/i)
  })

  it('a form post that is refused goes back to the login page with the waiting message', async () => {
    for (let i = 0; i < 10; i++) await login(server.client(), BRUNO, `chute-${i}`, `203.0.113.${i}`)
    const body = new URLSearchParams({ email: BRUNO, password: 'chute', returnUrl: '/account' }).toString()
    const form = await server.client().request('POST', '/api/login', {
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.60' },
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/login?erro=tentativas&returnUrl=%2Faccount')
  })
})
