import { locationOf } from '../location'

describe('locationOf (the Location a redirect sends)', () => {
  it('percent-encodes what is not URL syntax as UTF-8 and keeps what is', () => {
    expect(locationOf('/ü')).toBe('/%C3%BC')
    expect(locationOf('/😀')).toBe('/%F0%9F%98%80')
    expect(locationOf('/\u2028x')).toBe('/%E2%80%A8x')
    expect(locationOf('/a b"<>`{}|^')).toBe('/a%20b%22%3C%3E%60%7B%7D%7C%5E')
    expect(locationOf('/pesquisa?q=t%C3%AAnis&sort=price_asc#topo')).toBe('/pesquisa?q=t%C3%AAnis&sort=price_asc#topo')
  })

  it('turns a stray % into %25 and a lone surrogate into U+FFFD', () => {
    expect(locationOf('/100%')).toBe('/100%25')
    expect(locationOf('/%zz')).toBe('/%25zz')
    expect(locationOf('/\ud800x')).toBe('/%EF%BF%BDx')
  })

  it('collapses leading slashes and backslashes into one slash', () => {
    expect(locationOf('//evil.example')).toBe('/evil.example')
    expect(locationOf('/\\evil.example')).toBe('/evil.example')
    expect(locationOf('\\\\evil.example/x')).toBe('/evil.example/x')
    expect(locationOf('/a//b')).toBe('/a//b')
  })

  it('always gives printable ASCII', () => {
    for (const input of ['/\u0000\u001f\u007f', '/\t\r\n', '/é\\x', '/\u00a0']) expect(locationOf(input)).toMatch(/^[\x21-\x7e]+$/)
  })
})
