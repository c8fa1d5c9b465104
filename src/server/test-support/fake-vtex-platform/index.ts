import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { sampleOne } from '../../../test-support/vtex-documents/schema-arbitrary'
import { SEARCH_DOCUMENT_PREFIX } from '../../../test-support/vtex-documents/documents'
import { generateCatalogue, type FakeProduct } from './catalogue'
import { FakeCheckout, type FakeAnswer } from './checkout'
import { DocumentContract, seedOf, type MatchedOperation } from './contract'
import { FakeSearch, parseFacets } from './search'
import { FAKE_CATALOGUE_PATH, FAKE_REPORT_PATH, FAKE_VTEX_ACCOUNT, FAKE_VTEX_PRODUCTS, FAKE_VTEX_SEED } from './constants'
import { fakeAccountDomain } from './values'

/**
 * A stand-in for a VTEX account made from VTEX's own documents
 * (contracts/vtex-openapi, their faults adjusted in
 * src/test-support/vtex-documents/documents.ts): every operation of the
 * checkout and Intelligent Search documents, under the paths the account's
 * host serves them, behind one base URL (the store's VTEX_BASE_URL).
 *
 * - A request the document would refuse (a parameter it does not name or
 *   of the wrong type or value, a body its schema does not allow, a facets
 *   path without the required trade policy) is answered 400 and recorded in
 *   `refused`.
 * - Answers are generated from the operation's response schema (fast-check,
 *   seeded: the same request, the same answer), with the state a platform
 *   keeps (catalogue.ts, search.ts, checkout.ts); each is checked against its
 *   schema again, and a mismatch (a fault of this fake) is recorded in
 *   `answerFaults`.
 * - A call outside both documents is answered 404 and recorded in
 *   `undocumented` — except two the store's flow needs and the documents do
 *   not describe: the payment gateway's `POST /split/{orderGroup}/payments`
 *   (the `receiverUri` of a placement; accepted, answered `[]`) and
 *   `GET /api/checkout/pub/orders/order-group/{orderGroup}` (answered with the
 *   placement's documented `orders`).
 */

export { FAKE_CATALOGUE_PATH, FAKE_REPORT_PATH, FAKE_VTEX_ACCOUNT, FAKE_VTEX_PRODUCTS, FAKE_VTEX_SEED } from './constants'

export interface FakeVtexOptions {
  account?: string
  seed?: number
  productCount?: number
  port?: number
  host?: string
}

export interface RecordedCall {
  method: string
  url: string
}

export interface FakeVtexPlatform {
  app: FastifyInstance
  baseUrl: string
  catalogue: readonly FakeProduct[]
  contract: DocumentContract
  /** Every call, in order. */
  calls: RecordedCall[]
  /** Requests the documents refuse, with why. */
  refused: Array<RecordedCall & { faults: string[] }>
  /** Calls outside both documents. */
  undocumented: RecordedCall[]
  /** Answers of this fake that break their own schema (its defects). */
  answerFaults: Array<RecordedCall & { faults: string[] }>
  close(): Promise<void>
}

/** Endpoints of Intelligent Search whose facets path must hold the trade policy. */
const FACETED = new Set(['product_search', 'facets', 'banners', 'pickup-point-availability'])

function errorBody(code: string, message: string) {
  return { error: { code, message, exception: null } }
}

export async function startFakeVtexPlatform(options: FakeVtexOptions = {}): Promise<FakeVtexPlatform> {
  const account = options.account ?? FAKE_VTEX_ACCOUNT
  const seed = options.seed ?? FAKE_VTEX_SEED
  const contract = new DocumentContract()
  const catalogue = generateCatalogue(contract, { account, seed, count: options.productCount ?? FAKE_VTEX_PRODUCTS })
  let baseUrl = ''
  const checkout = new FakeCheckout(contract, catalogue, { account, seed, baseUrl: () => baseUrl })
  const search = new FakeSearch(contract, catalogue, seed)
  const calls: RecordedCall[] = []
  const refused: FakeVtexPlatform['refused'] = []
  const undocumented: RecordedCall[] = []
  const answerFaults: FakeVtexPlatform['answerFaults'] = []

  const app = Fastify({ bodyLimit: 1024 * 1024 })
  // A body-less POST with a JSON type is a POST without a body (the platform takes gatewayCallback so).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(null, Symbol.for('invalid-json'))
    }
  })
  app.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, url: request.url })
  })

  /** The browser calls the gateway from the store's page: another origin, with credentials. */
  const cors = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin
    if (origin) reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true').header('vary', 'Origin')
  }
  app.options('/split/*', async (request, reply) => {
    cors(request, reply)
    return reply.header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'content-type, accept').status(204).send()
  })
  app.post('/split/:orderGroup/payments', async (request, reply) => {
    cors(request, reply)
    const { orderGroup } = request.params as { orderGroup: string }
    if (!checkout.ordersOf(orderGroup)) return reply.status(404).send(errorBody('NotFound', 'Unknown transaction'))
    return reply.status(200).send([])
  })
  app.get('/api/checkout/pub/orders/order-group/:orderGroup', async (request, reply) => {
    const orders = checkout.ordersOf((request.params as { orderGroup: string }).orderGroup)
    return orders ? reply.status(200).send(orders) : reply.status(404).send(errorBody('CHK0002', 'Pedido não encontrado'))
  })

  // The fake's own control path (no platform's): what it saw, for a test in another process.
  app.get(FAKE_REPORT_PATH, async () => ({ calls: calls.length, refused, answerFaults, undocumented }))
  app.get(FAKE_CATALOGUE_PATH, async () => catalogue.map(({ wire: _wire, ...product }) => product))

  app.all('/*', async (request, reply) => {
    const call = { method: request.method, url: request.url }
    const [pathname, rawQuery = ''] = request.url.split(/\?(.*)/s)
    const matched = contract.match(request.method, pathname)
    if (!matched) {
      undocumented.push(call)
      return reply.status(404).send(errorBody('NotDocumented', `${request.method} ${pathname} is in neither VTEX document`))
    }
    const query = new URLSearchParams(rawQuery)
    const body = request.body
    const faults = body === Symbol.for('invalid-json') ? ['body is not JSON'] : contract.requestFaults(matched, query, body)
    let filters: ReturnType<typeof parseFacets> = []
    if (matched.document === 'search' && FACETED.has(matched.path.split('/')[1])) {
      filters = parseFacets(matched.params.facets ?? '')
      if (typeof filters === 'string') faults.push(filters)
      else if (!filters.some((filter) => filter.key === 'trade-policy' && /^\d+$/.test(filter.value))) faults.push('the facets path has no trade-policy/{id} (required)')
    }
    if (faults.length) {
      refused.push({ ...call, faults })
      return reply.status(400).send(errorBody('InvalidRequest', faults.join('; ')))
    }
    const answer: FakeAnswer =
      (matched.document === 'search' ? search.answer(matched, query, typeof filters === 'string' ? [] : filters) : checkout.answer(matched, query, body)) ?? generic(matched, request.url)
    if (answer.body !== undefined) {
      const wrong = contract.answerFaults(matched, String(answer.status), answer.body)
      if (wrong.length) answerFaults.push({ ...call, faults: wrong })
    }
    return answer.body === undefined ? reply.status(answer.status).send() : reply.status(answer.status).send(answer.body)
  })

  /** A documented operation this fake keeps no state for: its first success answer, generated. */
  function generic(matched: MatchedOperation, url: string): FakeAnswer {
    const statuses = Object.keys((matched.operation.responses as Record<string, unknown> | undefined) ?? {}).filter((status) => /^2\d\d$/.test(status))
    const status = statuses[0] ?? '200'
    const arbitrary = contract.answerArbitrary(matched, status, { presence: 'all', domain: fakeAccountDomain })
    return arbitrary ? { status: Number(status), body: sampleOne(arbitrary, (seed + seedOf(url)) >>> 0) } : { status: Number(status) }
  }

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`
  return { app, baseUrl, catalogue, contract, calls, refused, undocumented, answerFaults, close: () => app.close() }
}

/** Where the platform serves Intelligent Search (for tests that call it directly). */
export const FAKE_SEARCH_PREFIX = SEARCH_DOCUMENT_PREFIX
