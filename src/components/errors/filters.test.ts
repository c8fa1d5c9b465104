import { hasThirdPartyFrame, shouldReportError, stackUrls } from './filters'

const origin = 'https://www.arenaesportes.com.br'
const ownStack = `TypeError: x is undefined
    at render (${origin}/component---src-pages-index-tsx-123.js:1:200)
    at commit (${origin}/framework-456.js:2:10)`

function errorWithStack(message: string, stack: string): Error {
  const error = new Error(message)
  error.stack = stack
  return error
}

describe('shouldReportError', () => {
  it('keeps an error thrown by our own code', () => {
    expect(shouldReportError({ kind: 'render', error: errorWithStack('x is undefined', ownStack) }, origin)).toBe(true)
    expect(
      shouldReportError(
        { kind: 'error', message: 'x', error: errorWithStack('x', ownStack), filename: `${origin}/app-1.js` },
        origin,
      ),
    ).toBe(true)
  })

  it.each(['Script error.', 'Script error', ' script error. '])('ignores %p', (message) => {
    expect(shouldReportError({ kind: 'error', message, error: null }, origin)).toBe(false)
  })

  it('ignores resize-observer loops', () => {
    for (const message of [
      'ResizeObserver loop limit exceeded',
      'ResizeObserver loop completed with undelivered notifications.',
    ]) {
      expect(shouldReportError({ kind: 'error', message, error: null }, origin)).toBe(false)
    }
  })

  it('ignores errors from extension URLs', () => {
    expect(
      shouldReportError({ kind: 'error', message: 'oops', error: null, filename: 'chrome-extension://abc/content.js' }, origin),
    ).toBe(false)
    const stack = 'Error: oops\n    at f (moz-extension://1234/script.js:1:1)'
    expect(shouldReportError({ kind: 'render', error: errorWithStack('oops', stack) }, origin)).toBe(false)
  })

  it('ignores non-error rejections but keeps Error rejections', () => {
    for (const reason of [undefined, null, 'cancelled', 42, { message: 'x' }]) {
      expect(shouldReportError({ kind: 'rejection', reason }, origin)).toBe(false)
    }
    expect(shouldReportError({ kind: 'rejection', reason: errorWithStack('fail', ownStack) }, origin)).toBe(true)
  })

  it('drops errors whose frames contain third-party code', () => {
    const stack = `${ownStack}\n    at tag (https://www.googletagmanager.com/gtm.js:9:9)`
    expect(shouldReportError({ kind: 'render', error: errorWithStack('x', stack) }, origin)).toBe(false)
    expect(
      shouldReportError({ kind: 'error', message: 'x', error: null, filename: 'https://cdn.vendor.com/widget.js' }, origin),
    ).toBe(false)
  })
})

describe('stack helpers', () => {
  it('lists the URLs of frames', () => {
    expect(stackUrls(ownStack)).toEqual([
      `${origin}/component---src-pages-index-tsx-123.js:1:200`,
      `${origin}/framework-456.js:2:10`,
    ])
    expect(stackUrls(undefined)).toEqual([])
  })
  it('compares origins, not prefixes', () => {
    expect(hasThirdPartyFrame('at x (https://www.arenaesportes.com.br.evil.io/a.js:1:1)', origin)).toBe(true)
    expect(hasThirdPartyFrame(ownStack, origin)).toBe(false)
  })
})
