import { isAccountPath, isAppMode, isShellHiddenPath, resolveShellLayout } from '../layoutRules'

describe('layout rules: where header and footer show', () => {
  it('shows header and full footer on ordinary pages', () => {
    expect(resolveShellLayout({ pathname: '/' })).toEqual({ showHeader: true, footer: 'full' })
    expect(resolveShellLayout({ pathname: '/esportes/corrida', search: '?foo=bar' })).toEqual({ showHeader: true, footer: 'full' })
  })

  it.each(['/checkout', '/checkout/cart', '/member/authorize', '/member/update', '/login', '/account/login-help', '/x/checkout'])(
    'hides header and footer on %s',
    (pathname) => {
      expect(resolveShellLayout({ pathname })).toEqual({ showHeader: false, footer: 'none' })
    },
  )

  it('hides header and footer when the query has mode=app, with or without "?"', () => {
    expect(resolveShellLayout({ pathname: '/', search: '?mode=app' })).toEqual({ showHeader: false, footer: 'none' })
    expect(resolveShellLayout({ pathname: '/clube', search: 'utm=x&mode=app' })).toEqual({ showHeader: false, footer: 'none' })
    expect(isAppMode('?mode=web')).toBe(false)
    expect(isAppMode('?mode=application')).toBe(false)
    expect(isAppMode(undefined)).toBe(false)
  })

  it('uses the account footer on account pages only', () => {
    expect(resolveShellLayout({ pathname: '/account' })).toEqual({ showHeader: true, footer: 'account' })
    expect(resolveShellLayout({ pathname: '/account/orders' })).toEqual({ showHeader: true, footer: 'account' })
    expect(isAccountPath('/accounts-payable')).toBe(false)
    expect(isAccountPath('/institucional/account')).toBe(false)
  })

  it('matches the hiding words case-insensitively anywhere in the path', () => {
    expect(isShellHiddenPath('/CHECKOUT/cart')).toBe(true)
    expect(isShellHiddenPath('/clube/membership')).toBe(true)
    expect(isShellHiddenPath('/clube/servicos')).toBe(false)
  })
})
