import { createHttpClient } from '../../../commerce/http'
import { startTestServer } from '../../../server/test-support/server'
import type { TestServer } from '../../../server/test-support/server'
import { createErrorLogClient, logErrorDocument } from '../error-log'
import { createErrorReporter } from '../reporter'

describe('error logging against the real error-log endpoint', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ catalogSize: 20 })
  })
  afterAll(async () => {
    await server.close()
  })

  function browserLikeClient() {
    const jar = server.client()
    const calls: string[] = []
    const http = createHttpClient({
      baseUrl: server.baseUrl,
      readCookie: (name) => jar.cookies.get(name) ?? null,
      fetch: async (input, init) => {
        calls.push(`${init.method} ${input.replace(server.baseUrl, '').split('?')[0]}`)
        if (!jar.cookies.has('XSRF-TOKEN')) await jar.get('/api/health')
        const headers = { ...(init.headers as Record<string, string>), cookie: jar.cookieHeader() }
        if (init.method === 'POST') headers['X-XSRF-TOKEN'] = jar.cookies.get('XSRF-TOKEN')!
        return fetch(input, { ...init, headers })
      },
    })
    return { client: createErrorLogClient(http), calls }
  }

  it('searches first and creates the document only when none exists', async () => {
    const { client, calls } = browserLikeClient()
    const doc = { slug: '/esportes/corrida', context: 'ErrorBoundary', error: 'TypeError: boom' }
    expect(await logErrorDocument(client, doc)).toBe(true)
    expect(calls).toEqual(['GET /api/dataentities/log/search', 'POST /api/dataentities/log/documents'])
    expect(await client.search(doc.slug, doc.context)).toHaveLength(1)

    calls.length = 0
    expect(await logErrorDocument(client, { ...doc, error: 'TypeError: again' })).toBe(false)
    expect(calls).toEqual(['GET /api/dataentities/log/search'])
    expect(await logErrorDocument(client, { ...doc, context: 'window.onerror' })).toBe(true)
  })

  it('a filtered error never reaches the endpoint', async () => {
    const { client, calls } = browserLikeClient()
    const reporter = createErrorReporter({ client, origin: 'https://loja.example', slug: () => '/x' })
    expect(await reporter.report({ kind: 'error', message: 'Script error.', error: null }, 'window.onerror')).toBe(false)
    expect(await reporter.report({ kind: 'rejection', reason: 'nope' }, 'unhandledrejection')).toBe(false)
    expect(calls).toEqual([])
    expect(await reporter.report({ kind: 'render', error: new RangeError('bad') }, 'ErrorBoundary')).toBe(true)
    expect(calls).toHaveLength(2)
  })

  it('never throws when the endpoint fails', async () => {
    const failing = { search: () => Promise.reject(new Error('down')), create: jest.fn() }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await logErrorDocument(failing, { slug: 'a', context: 'b', error: 'c' })).toBe(false)
    expect(failing.create).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
