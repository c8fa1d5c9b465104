import fc from 'fast-check'
import { startTestServer, type TestClient, type TestServer } from '../../test-support/server'
import { DEMO_PASSWORD } from '../../../demo/members'

const WRITE_ENDPOINTS = [
  '/api/login',
  '/api/account/getUserProfile',
  '/api/getCashbackBalance',
  '/api/account/logout?returnPath=%2F',
  '/api/wishlist/getWishlist',
  '/api/wishlist/addProductToWishlist',
  '/api/wishlist/removeProductFromWishlist',
  '/api/dataentities/log/documents',
  '/api/pdp/simulation',
]

/** The account area's writes (their 400s also name the fields at fault). */
const ACCOUNT_AREA_WRITES: Array<[method: string, path: string]> = [
  ['POST', '/api/account/signup'],
  ['POST', '/api/account/activate'],
  ['POST', '/api/account/password-reset'],
  ['POST', '/api/account/password-reset/confirm'],
  ['PUT', '/api/account/profile'],
  ['POST', '/api/account/addresses'],
  ['PUT', '/api/account/addresses/addr-x'],
  ['POST', '/api/account/club/join'],
  ['POST', '/api/account/exchanges'],
  ['POST', '/api/account/reviews'],
  ['PUT', '/api/account/reviews/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/marketplace/applications'],
  ['POST', '/api/marketplace/applications/status'],
]

/** JSON values biased toward the fields these endpoints read. */
const fieldNames = fc.constantFrom(
  'email', 'password', 'returnUrl', 'wishlistId', 'productId', 'slug', 'context', 'error', 'items', 'postalCode', 'country', 'id', 'seller', 'quantity',
  'token', 'cpf', 'cnpj', 'givenName', 'familyName', 'birthdate', 'phone', 'gender', 'marketingConsent', 'title', 'street', 'number', 'acceptRules',
  'orderId', 'kind', 'reason', 'itemId', 'rating', 'text', 'categories', 'protocol', 'companyName',
)
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('01310-100', 'BRA', '1', 'ana.souza@example.com', '529.982.247-25', '1990-01-31', 'exchange', 'size', 'calcados'),
)
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fieldNames, tie('node'), { maxKeys: 5 })),
})).node
const body = fc.oneof(fc.dictionary(fieldNames, value, { maxKeys: 6 }), fc.jsonValue())

describe('write endpoints never answer 5xx to random JSON', () => {
  let server: TestServer
  let member: TestClient
  let visitor: TestClient
  beforeAll(async () => {
    server = await startTestServer()
    member = server.client()
    await member.post('/api/login', { email: 'bruno.lima@example.com', password: DEMO_PASSWORD })
    visitor = server.client()
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers < 500 with a JSON error body for every 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITE_ENDPOINTS), body, fc.boolean(), async (path, json, asMember) => {
        // Logging out would end the member's session; use a throwaway client for it.
        const client = path.startsWith('/api/account/logout') ? server.client() : asMember ? member : visitor
        const res = await client.request('POST', path, { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } })
        expect(res.status).toBeLessThan(500)
        if (res.status >= 400) expect(res.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
      }),
      { numRuns: 300 },
    )
  })

  it('answers the account area\'s writes < 500, with a JSON error body (field errors allowed) for every 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ACCOUNT_AREA_WRITES), body, fc.boolean(), async ([method, path], json, asMember) => {
        const client = asMember ? member : visitor
        const res = await client.request(method, path, { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } })
        expect(res.status).toBeLessThan(500)
        if (res.status >= 400) {
          expect(res.body).toEqual({ error: { code: expect.any(String), message: expect.any(String), ...((res.body as { error: { fields?: unknown } }).error.fields ? { fields: expect.any(Object) } : {}) } })
        }
      }),
      { numRuns: 300 },
    )
  })
})
