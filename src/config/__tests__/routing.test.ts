import { applyTrailingSlash, canonicalUrl, isProductionSiteUrl, resolveTrailingSlash } from '../routing'

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

describe('canonical addresses', () => {
  it('join the site origin and the page path under the trailing-slash policy', () => {
    expect(canonicalUrl('https://www.arenaesportes.com.br/', '/clube/garantia', 'never')).toBe('https://www.arenaesportes.com.br/clube/garantia')
    expect(canonicalUrl('https://www.arenaesportes.com.br', '/clube/garantia', 'always')).toBe('https://www.arenaesportes.com.br/clube/garantia/')
    expect(canonicalUrl('https://www.arenaesportes.com.br', '/clube/garantia/', 'never')).toBe('https://www.arenaesportes.com.br/clube/garantia')
    expect(canonicalUrl('https://www.arenaesportes.com.br', '/', 'always')).toBe('https://www.arenaesportes.com.br/')
    expect(canonicalUrl('http://localhost:9000', 'marcas', 'legacy')).toBe('http://localhost:9000/marcas')
  })

  it('tell the public production store from local and staging addresses', () => {
    expect(isProductionSiteUrl('https://www.arenaesportes.com.br')).toBe(true)
    expect(isProductionSiteUrl('https://arenaesportes.com.br/')).toBe(true)
    for (const url of ['http://www.arenaesportes.com.br', 'https://localhost:9000', 'https://loja.local', 'https://hml.arenaesportes.com.br', 'https://192.168.0.10', 'https://intranet', 'garbage']) {
      expect(isProductionSiteUrl(url)).toBe(false)
    }
  })
})
