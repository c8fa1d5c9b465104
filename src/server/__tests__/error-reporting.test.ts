import { startFakeIngest, type FakeIngest } from '../test-support/fake-ingest'
import { startTestServer, type TestServer } from '../test-support/server'

const failing = (server: { get(path: string, handler: () => never): void }) =>
  server.get('/api/test/failure', () => {
    throw new Error('database exploded')
  })

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('server errors and the error reporter', () => {
  let ingest: FakeIngest
  beforeAll(async () => {
    ingest = await startFakeIngest()
  })
  afterAll(() => ingest.close())

  describe('with SENTRY_DSN', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ env: { SENTRY_DSN: `http://public@127.0.0.1:${ingest.port}/1`, SENTRY_ENVIRONMENT: 'test' }, routes: failing })
    })
    afterAll(() => server.close())

    it('answers a JSON 500 with an error id and reports the error under that id', async () => {
      const response = await server.client().get<{ error: { code: string; id: string } }>('/api/test/failure?cep=01310100')
      expect(response.status).toBe(500)
      expect(response.body.error).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' })
      expect(response.body.error.id).toMatch(/^[0-9a-f]{32}$/)
      const event = await waitFor(() => ingest.sentryEvents().find((candidate) => candidate.event_id === response.body.error.id))
      expect(event).toMatchObject({ environment: 'test', tags: { method: 'GET' }, contexts: { request: { method: 'GET', path: '/api/test/failure' } } })
      const exception = (event.exception as { values: Array<{ type: string; value: string }> }).values[0]
      expect(exception).toMatchObject({ type: 'Error', value: 'database exploded' })
      // The query (a CEP here) is not sent.
      expect(JSON.stringify(event)).not.toContain('01310100')
    })

    it('reports nothing for a 4xx answer', async () => {
      const before = ingest.sentryEvents().length
      const response = await server.client().post('/api/checkout/orderForm/nope/items', { orderItems: 'x' })
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(ingest.sentryEvents()).toHaveLength(before)
    })
  })

  describe('without SENTRY_DSN', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ env: { SENTRY_DSN: '' }, routes: failing })
    })
    afterAll(() => server.close())

    it('still answers the JSON 500 with an id, and sends nothing', async () => {
      const before = ingest.received.length
      const response = await server.client().get<{ error: { id: string } }>('/api/test/failure')
      expect(response.status).toBe(500)
      expect(response.body.error.id).toMatch(/^[0-9a-f]{32}$/)
      expect(server.composition.services.errorReporter.enabled).toBe(false)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(ingest.received).toHaveLength(before)
    })
  })
})
