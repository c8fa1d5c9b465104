import { browserCookies, readCookie, readCookies, removeCookie, writeCookie } from '../cookies'

describe('the cookie module outside a browser (server rendering)', () => {
  it('reads nothing and writes nothing, without throwing', () => {
    expect(typeof document).toBe('undefined')
    expect(readCookie('a')).toBeNull()
    expect(readCookies()).toEqual({})
    expect(() => writeCookie('a', '1', { maxAgeSeconds: 60 })).not.toThrow()
    expect(() => removeCookie('a')).not.toThrow()
    expect(browserCookies.read('a')).toBeNull()
  })
})
