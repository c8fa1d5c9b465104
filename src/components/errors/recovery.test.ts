import {
  currentChunkCounter,
  decideErrorRecovery,
  EMPTY_CHUNK_RELOAD_COUNTER,
  errorStatus,
  isChunkLoadError,
  isErrorPagePath,
  readChunkCounter,
  writeChunkCounter,
} from './recovery'

const chunkError = Object.assign(new Error('Loading chunk 42 failed. (error: /component---src-pages-x.js)'), {
  name: 'ChunkLoadError',
})
const base = { path: '/esportes/corrida', online: true, counter: EMPTY_CHUNK_RELOAD_COUNTER, now: 1_000_000 }

describe('decideErrorRecovery', () => {
  it('reloads on a chunk-load error and starts a counter', () => {
    expect(decideErrorRecovery({ ...base, error: chunkError })).toEqual({
      kind: 'reload',
      counter: { count: 1, since: 1_000_000 },
    })
  })

  it('reloads at most twice within 30 s, then stops', () => {
    const first = decideErrorRecovery({ ...base, error: chunkError })
    if (first.kind !== 'reload') throw new Error('expected reload')
    const second = decideErrorRecovery({ ...base, error: chunkError, counter: first.counter, now: base.now + 5_000 })
    expect(second).toEqual({ kind: 'reload', counter: { count: 2, since: base.now } })
    if (second.kind !== 'reload') throw new Error('expected reload')
    expect(decideErrorRecovery({ ...base, error: chunkError, counter: second.counter, now: base.now + 29_999 })).toEqual({
      kind: 'none',
    })
  })

  it('resets the counter after 30 s', () => {
    const counter = { count: 2, since: base.now }
    expect(decideErrorRecovery({ ...base, error: chunkError, counter, now: base.now + 30_000 })).toEqual({
      kind: 'reload',
      counter: { count: 1, since: base.now + 30_000 },
    })
  })

  it('goes to /offline when offline', () => {
    expect(decideErrorRecovery({ ...base, error: new Error('x'), online: false })).toEqual({
      kind: 'navigate',
      to: '/offline?from=%2Fesportes%2Fcorrida',
    })
  })

  it('chunk errors take precedence over offline', () => {
    expect(decideErrorRecovery({ ...base, error: chunkError, online: false }).kind).toBe('reload')
  })

  it('goes to /404 for an error with status 404', () => {
    const error = Object.assign(new Error('not found'), { status: 404 })
    expect(decideErrorRecovery({ ...base, error })).toEqual({ kind: 'navigate', to: '/404?from=%2Fesportes%2Fcorrida' })
  })

  it('goes to /500 with errorId=unknown otherwise (the query of the path is kept in from)', () => {
    expect(decideErrorRecovery({ ...base, path: '/pesquisa?q=bola', error: new TypeError('boom') })).toEqual({
      kind: 'navigate',
      to: '/500?from=%2Fpesquisa%3Fq%3Dbola&errorId=unknown',
    })
    expect(decideErrorRecovery({ ...base, error: { status: 503 } }).kind).toBe('navigate')
  })

  it('puts the id the error was reported with on the 500 page', () => {
    expect(decideErrorRecovery({ ...base, error: new TypeError('boom'), errorId: '0f8fad5bd9cb469fa16570867728950e' })).toEqual({
      kind: 'navigate',
      to: '/500?from=%2Fesportes%2Fcorrida&errorId=0f8fad5bd9cb469fa16570867728950e',
    })
    expect(decideErrorRecovery({ ...base, error: new TypeError('boom'), errorId: null })).toEqual({
      kind: 'navigate',
      to: '/500?from=%2Fesportes%2Fcorrida&errorId=unknown',
    })
  })

  it.each(['/404', '/404/', '/500', '/500/', '/404.html'])('is not applied on %s', (path) => {
    expect(decideErrorRecovery({ ...base, path, error: new Error('x'), online: false })).toEqual({ kind: 'none' })
    expect(decideErrorRecovery({ ...base, path, error: chunkError })).toEqual({ kind: 'none' })
  })
})

describe('helpers', () => {
  it('recognises chunk errors by name or message', () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed'))).toBe(true)
    expect(isChunkLoadError(new Error('chunky bacon'))).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
  it('reads a status from the error shapes', () => {
    expect(errorStatus({ status: 404 })).toBe(404)
    expect(errorStatus({ statusCode: 500 })).toBe(500)
    expect(errorStatus({ response: { status: 404 } })).toBe(404)
    expect(errorStatus(new Error('x'))).toBeNull()
    expect(errorStatus(null)).toBeNull()
  })
  it('knows the error pages', () => {
    expect(isErrorPagePath('/500')).toBe(true)
    expect(isErrorPagePath('/5000')).toBe(false)
    expect(isErrorPagePath('/')).toBe(false)
  })
  it('currentChunkCounter expires windows', () => {
    expect(currentChunkCounter({ count: 1, since: 0 }, 29_999)).toEqual({ count: 1, since: 0 })
    expect(currentChunkCounter({ count: 1, since: 0 }, 30_000)).toEqual(EMPTY_CHUNK_RELOAD_COUNTER)
  })
  it('stores and reads the counter, tolerating garbage', () => {
    const map = new Map<string, string>()
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
    expect(readChunkCounter(storage)).toEqual(EMPTY_CHUNK_RELOAD_COUNTER)
    writeChunkCounter(storage, { count: 2, since: 7 })
    expect(readChunkCounter(storage)).toEqual({ count: 2, since: 7 })
    map.set('store::chunkReloads', '{bad')
    expect(readChunkCounter(storage)).toEqual(EMPTY_CHUNK_RELOAD_COUNTER)
    expect(readChunkCounter(null)).toEqual(EMPTY_CHUNK_RELOAD_COUNTER)
  })
})
