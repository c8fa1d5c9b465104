import { safeReturnPath } from '../return-url'

describe('safeReturnPath', () => {
  it.each([
    ['/account', '/account'],
    ['/account#loginSuccess', '/account#loginSuccess'],
    ['/pesquisa/?q=bola&page=2', '/pesquisa/?q=bola&page=2'],
    ['/', '/'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeReturnPath(input, '/fallback')).toBe(expected)
  })

  it.each([
    '//evil.com',
    '//evil.com/account',
    'https://evil.com',
    'http://evil.com/account',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'account',
    '',
    '/%2F/evil.com',
    '%2F%2Fevil.com',
    '/\tevil',
    '/\n/evil.com',
    ' /account',
  ])('rejects %j', (input) => {
    expect(safeReturnPath(input, '/fallback')).toBe('/fallback')
  })

  it('rejects non-strings and very long values', () => {
    expect(safeReturnPath(undefined, '/x')).toBe('/x')
    expect(safeReturnPath(42, '/x')).toBe('/x')
    expect(safeReturnPath(['/a'], '/x')).toBe('/x')
    expect(safeReturnPath(`/${'a'.repeat(5000)}`, '/x')).toBe('/x')
  })
})
