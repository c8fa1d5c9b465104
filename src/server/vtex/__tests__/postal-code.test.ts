import Fastify, { type FastifyInstance } from 'fastify'
import type { PostalCodeAddress } from '../../../contracts/address'
import type { MemberAddress } from '../../../contracts/session'
import type { ErrorBody } from '../../http/errors'
import { loginAs, startTestServer, type TestServer } from '../../test-support/server'

/**
 * COMMERCE_BACKEND=vtex: the store's CEP look-ups (`/api/getAddressByPostalCode`,
 * the address book) ask the platform's postal-code API, here a local upstream.
 */
describe("VTEX mode's CEP look-up goes to the platform's postal-code API", () => {
  let upstream: FastifyInstance
  let server: TestServer
  const asked: string[] = []
  let down = false

  beforeAll(async () => {
    upstream = Fastify()
    upstream.get('/api/checkout/pub/postal-code/:country/:cep', async (request, reply) => {
      const { country, cep } = request.params as { country: string; cep: string }
      asked.push(`${country}/${cep}`)
      if (down) return reply.status(503).send({ error: { message: 'maintenance' } })
      if (cep === '69005010') {
        return { postalCode: '69005010', city: 'Manaus', state: 'AM', country: 'BRA', street: 'Rua Guilherme Moreira', number: '', neighborhood: 'Centro', complement: '', reference: '', geoCoordinates: [-60.02, -3.13] }
      }
      if (cep === '13010100') return { postalCode: '13010100', city: 'Campinas', state: 'SP', country: 'BRA', street: '', number: '', neighborhood: '', complement: '', reference: '', geoCoordinates: [] }
      return reply.status(400).send({ error: { code: 'ORD027', message: 'Invalid postal code' } })
    })
    upstream.all('/*', async () => ({}))
    await upstream.listen({ port: 0, host: '127.0.0.1' })
    const address = upstream.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    server = await startTestServer({ env: { COMMERCE_BACKEND: 'vtex', VTEX_ACCOUNT: 'arenaesportes', VTEX_APP_KEY: 'k', VTEX_APP_TOKEN: 't', VTEX_BASE_URL: `http://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await server.close()
    await upstream.close()
  })
  beforeEach(() => {
    asked.length = 0
    down = false
  })

  it("answers the platform's address, not the local table's", async () => {
    const res = await server.client().get<PostalCodeAddress>('/api/getAddressByPostalCode?cep=69005-010')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ postalCode: '69005-010', street: 'Rua Guilherme Moreira', neighborhood: 'Centro', city: 'Manaus', state: 'AM', country: 'BRA', geoCoordinates: [-60.02, -3.13] })
    // 01310-100 is a street record of the local table: the platform is still the one asked.
    const seeded = await server.client().get<ErrorBody>('/api/getAddressByPostalCode?cep=01310-100')
    expect(seeded.status).toBe(404)
    expect(asked).toEqual(['BRA/69005010', 'BRA/01310100'])
  })

  it('refuses a CEP the platform does not know (404 CEP inexistente), and says so when the platform is down (502)', async () => {
    const unknown = await server.client().get<ErrorBody>('/api/getAddressByPostalCode?cep=00000-000')
    expect([unknown.status, unknown.body.error.message]).toEqual([404, 'CEP inexistente: confira os números.'])
    down = true
    const unavailable = await server.client().get<ErrorBody>('/api/getAddressByPostalCode?cep=69005-010')
    expect([unavailable.status, unavailable.body.error.code]).toEqual([502, 'UPSTREAM_UNAVAILABLE'])
  })

  it("fills the address book's city and state from the platform", async () => {
    const member = await loginAs(server, 'bruno.lima@example.com')
    const saved = await member.post<{ addresses: MemberAddress[] }>('/api/account/addresses', {
      title: 'Campinas', postalCode: '13010-100', street: 'Rua Barão de Jaguara', number: '10', neighborhood: 'Centro', firstname: 'Bruno', lastname: 'Lima',
    })
    expect(saved.status).toBe(201)
    expect(saved.body.addresses.find((entry) => entry.title === 'Campinas')).toMatchObject({ locality: 'Campinas', administrative_divisions: { province: 'SP' } })
    expect(asked).toEqual(['BRA/13010100'])
  })
})
