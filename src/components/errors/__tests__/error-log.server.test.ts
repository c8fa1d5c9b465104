import { createErrorLogApi } from '../../../commerce/error-log'
import { createHttpClient } from '../../../commerce/http'
import { startTestServer } from '../../../server/test-support/server'
import type { TestServer } from '../../../server/test-support/server'
import { describeError } from '../error-log'
import { createErrorReporter } from '../reporter'

describe('error reporting against the real error-log endpoint', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ catalogSize: 20 })
  })
  afterAll(async () => {
    await server.close()
  })

  function browserLike() {
    const jar = server.client()
    const calls: string[] = []
    const http = createHttpClient({
      baseUrl: server.baseUrl,
      readCookie: (name) => jar.cookies.get(name) ?? null,
      fetch: async (input, init) => {
        calls.push(`${init.method} ${input.replace(server.baseUrl, '').split('?')[0]}`)
        if (!jar.cookies.has('XSRF-TOKEN')) await jar.get('/api/health')
        const headers: Record<string, string> = { ...(init.headers as Record<string, string>), cookie: jar.cookieHeader() }
        if (init.method === 'POST') headers['X-XSRF-TOKEN'] = jar.cookies.get('XSRF-TOKEN')!
        return fetch(input, { ...init, headers })
      },
    })
    const { logError } = createErrorLogApi({ http, logger: { error: () => undefined } })
    return { logError, calls }
  }

  it('searches first and creates the document only when none exists', async () => {
    const { logError, calls } = browserLike()
    const reporter = createErrorReporter({ logError, origin: 'https://loja.example', slug: () => '/esportes/corrida' })
    expect(await reporter.report({ kind: 'render', error: new TypeError('boom') }, 'ErrorBoundary')).toBe(true)
    expect(calls).toEqual(['GET /api/dataentities/log/search', 'POST /api/dataentities/log/documents'])
    calls.length = 0
    expect(await reporter.report({ kind: 'render', error: new TypeError('boom again') }, 'ErrorBoundary')).toBe(false)
    expect(calls).toEqual(['GET /api/dataentities/log/search'])
    const stored = await server.client().get<Array<{ slug: string; error: string }>>(
      '/api/dataentities/log/search?_schema=pdp&slug=%2Fesportes%2Fcorrida&context=ErrorBoundary&_fields=slug,error',
    )
    expect(stored.body).toHaveLength(1)
    expect(stored.body[0].error).toContain('TypeError: boom')
  })

  it('a filtered error never reaches the endpoint', async () => {
    const { logError, calls } = browserLike()
    const reporter = createErrorReporter({ logError, origin: 'https://loja.example', slug: () => '/x' })
    expect(await reporter.report({ kind: 'error', message: 'Script error.', error: null }, 'window.onerror')).toBe(false)
    expect(await reporter.report({ kind: 'rejection', reason: 'nope' }, 'unhandledrejection')).toBe(false)
    expect(await reporter.report({ kind: 'error', message: 'ResizeObserver loop limit exceeded', error: null }, 'window.onerror')).toBe(false)
    expect(calls).toEqual([])
  })
})

describe('describeError', () => {
  it('keeps name, message and stack', () => {
    const error = new RangeError('bad')
    expect(describeError(error)).toContain('RangeError: bad')
    expect(describeError('text')).toBe('text')
    expect(describeError({ a: 1 })).toBe('{"a":1}')
    expect(describeError(undefined)).toBe('undefined')
  })
})
