import { applyTrailingSlash, resolveTrailingSlash } from '../routing'

describe('trailing-slash policy', () => {
  it('never alters the root', () => {
    for (const policy of ['always', 'never', 'legacy'] as const) expect(applyTrailingSlash('/', policy)).toBe('/')
  })

  it('never gives .html paths a slash', () => {
    expect(applyTrailingSlash('/termos.html', 'always')).toBe('/termos.html')
    expect(applyTrailingSlash('/termos.html/', 'never')).toBe('/termos.html')
  })

  it('adds or removes the slash and keeps query and hash', () => {
    expect(applyTrailingSlash('/pesquisa?q=bola', 'always')).toBe('/pesquisa/?q=bola')
    expect(applyTrailingSlash('/pesquisa/?q=bola', 'never')).toBe('/pesquisa?q=bola')
    expect(applyTrailingSlash('/account/#loginSuccess', 'never')).toBe('/account#loginSuccess')
    expect(applyTrailingSlash('/x/', 'legacy')).toBe('/x/')
  })

  it('defaults to never', () => {
    expect(resolveTrailingSlash(undefined)).toBe('never')
    expect(resolveTrailingSlash('always')).toBe('always')
    expect(resolveTrailingSlash('weird')).toBe('never')
  })
})
