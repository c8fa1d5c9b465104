import { createMatchPathResolver } from '../match-paths'

describe('client-only route resolver', () => {
  const resolve = createMatchPathResolver([
    { path: '/account', matchPath: '/account/*' },
    { path: '/product', matchPath: '/product/:code/:store' },
  ])

  it('maps catch-all and parameter routes to their page', () => {
    expect(resolve('/account/orders')).toBe('/account')
    expect(resolve('/account/order/123/abc')).toBe('/account')
    expect(resolve('/account')).toBe('/account')
    expect(resolve('/product/ABC-1/loja')).toBe('/product')
  })

  it('returns null for other paths', () => {
    expect(resolve('/accounts')).toBeNull()
    expect(resolve('/product/only-one')).toBeNull()
  })
})
