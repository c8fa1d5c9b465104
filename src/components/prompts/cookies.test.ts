/** @jest-environment jsdom */
import { readCookie, serializeCookie, writeCookie } from './cookies'

describe('cookie helpers', () => {
  afterEach(() => {
    for (const name of ['a', 'b', 'cookiePolicies']) document.cookie = `${name}=; Max-Age=0; Path=/`
  })

  it('reads a cookie by exact name among several', () => {
    const jar = { cookie: 'xa=1; a=hello%20world; b=2' }
    expect(readCookie('a', jar)).toBe('hello world')
    expect(readCookie('b', jar)).toBe('2')
    expect(readCookie('x', jar)).toBeNull()
  })

  it('keeps values with "=" and undecodable values', () => {
    expect(readCookie('a', { cookie: 'a=x=y' })).toBe('x=y')
    expect(readCookie('a', { cookie: 'a=%E0%A4%A' })).toBe('%E0%A4%A')
  })

  it('serializes a max age in seconds from days', () => {
    expect(serializeCookie('cookiePolicies', 'true', { days: 365 })).toBe(
      'cookiePolicies=true; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(serializeCookie('x', 'a b', { days: 1 })).toContain('x=a%20b; Max-Age=86400')
  })

  it('round-trips through document.cookie', () => {
    writeCookie('cookiePolicies', 'true', { days: 365 })
    expect(readCookie('cookiePolicies')).toBe('true')
    writeCookie('cookiePolicies', 'false', { days: 365 })
    expect(readCookie('cookiePolicies')).toBe('false')
  })

  it('is inert without a jar', () => {
    expect(readCookie('a', null)).toBeNull()
    expect(() => writeCookie('a', '1', { days: 1 }, null)).not.toThrow()
  })
})
