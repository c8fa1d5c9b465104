/** @jest-environment jsdom */
import {
  browserCookies,
  cookieAttributes,
  readCookie,
  readCookies,
  removeCookie,
  writeCookie,
} from '../cookies'

/** What the browser's cookie string reads as, for the duration of `run`. */
function withCookieString<T>(cookie: string, run: () => T): T {
  const spy = jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookie)
  try {
    return run()
  } finally {
    spy.mockRestore()
  }
}

/** The strings written to document.cookie while `run` runs (they still reach the jar). */
function captureWrites(run: () => void): string[] {
  const writes: string[] = []
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
    writes.push(value)
    descriptor.set!.call(document, value)
  })
  try {
    run()
  } finally {
    spy.mockRestore()
  }
  return writes
}

describe('the cookie module', () => {
  afterEach(() => {
    for (const name of ['a', 'b', 'x', 'cookiePolicies']) document.cookie = `${name}=; Max-Age=0; Path=/`
  })

  it('reads a cookie by exact name among several', () => {
    withCookieString('xa=1; a=hello%20world; b=2', () => {
      expect(readCookie('a')).toBe('hello world')
      expect(readCookie('b')).toBe('2')
      expect(readCookie('x')).toBeNull()
    })
  })

  it('reads the first of two cookies with the same name', () => {
    withCookieString('a=first; a=second', () => expect(readCookie('a')).toBe('first'))
  })

  it('keeps values with "=" and strips surrounding quotes', () => {
    withCookieString('a=x=y; b="quoted"', () => {
      expect(readCookie('a')).toBe('x=y')
      expect(readCookie('b')).toBe('quoted')
    })
  })

  it('never throws on bad encoding: the undecodable bytes stay as written, the rest is decoded', () => {
    withCookieString('a=%E0%A4%A; b=caf%C3%A9%20%E0; c=%ZZ', () => {
      expect(() => readCookie('a')).not.toThrow()
      expect(readCookie('a')).toBe('%E0%A4%A')
      expect(readCookie('b')).toBe('caf%C3%A9%20%E0')
      expect(readCookie('c')).toBe('%ZZ')
    })
    withCookieString('a=caf%C3%A9; b=%E0', () => expect(readCookie('a')).toBe('café'))
  })

  it('skips a cookie whose name does not decode and still finds the others', () => {
    withCookieString('%E0=1; a=2', () => {
      expect(readCookie('a')).toBe('2')
      expect(readCookies()).toEqual({ a: '2' })
    })
  })

  it('reads every cookie by name (the first of each)', () => {
    withCookieString('_fbc=fb.1; _fbp=fb.2; _fbc=later', () => expect(readCookies()).toEqual({ _fbc: 'fb.1', _fbp: 'fb.2' }))
    withCookieString('', () => expect(readCookies()).toEqual({}))
  })

  it('gives null when reading the cookie string throws', () => {
    const spy = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(readCookie('a')).toBeNull()
    expect(readCookies()).toEqual({})
    spy.mockRestore()
  })

  it('writes Max-Age in seconds, Path=/ and SameSite=Lax, the value encoded', () => {
    expect(captureWrites(() => writeCookie('cookiePolicies', 'true', { maxAgeSeconds: 365 * 86_400 }))).toEqual([
      'cookiePolicies=true; Max-Age=31536000; Path=/; SameSite=Lax',
    ])
    expect(captureWrites(() => writeCookie('x', 'a b', { maxAgeSeconds: 86_400 }))).toEqual([
      'x=a%20b; Max-Age=86400; Path=/; SameSite=Lax',
    ])
    expect(captureWrites(() => writeCookie('x', 'session'))).toEqual(['x=session; Path=/; SameSite=Lax'])
  })

  it('adds Secure on https', () => {
    expect(cookieAttributes({ maxAgeSeconds: 60 }, true)).toEqual({ 'Max-Age': '60', Path: '/', SameSite: 'Lax', Secure: true })
    expect(cookieAttributes({}, false)).toEqual({ Path: '/', SameSite: 'Lax' })
    // jsdom serves http://localhost: no Secure by default.
    expect(cookieAttributes()).not.toHaveProperty('Secure')
  })

  it('round-trips through document.cookie, and removes', () => {
    writeCookie('cookiePolicies', 'true', { maxAgeSeconds: 365 * 86_400 })
    expect(readCookie('cookiePolicies')).toBe('true')
    writeCookie('cookiePolicies', 'false', { maxAgeSeconds: 365 * 86_400 })
    expect(readCookie('cookiePolicies')).toBe('false')
    writeCookie('a', 'ação; 100% = sim')
    expect(readCookie('a')).toBe('ação; 100% = sim')
    removeCookie('cookiePolicies')
    expect(readCookie('cookiePolicies')).toBeNull()
  })

  it('is a cookie jar for the modules that take one', () => {
    browserCookies.write('b', 'v', 60)
    expect(browserCookies.read('b')).toBe('v')
    expect(browserCookies.read('missing')).toBeNull()
  })
})
