import type { ErrorEvent, EventHint } from '@sentry/gatsby'

import { ERROR_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE, TRACE_SAMPLE_RATE } from '../../../config/constants'
import { readErrorTrackerConfig } from '../error-tracker-config'
import { keepsEvent, sentryOptions } from '../sentry-options'

const origin = 'https://www.arenaesportes.com.br'

function eventOf(frames: string[], { message = 'x is undefined', mechanism = 'auto.browser.global_handlers.onerror' } = {}): ErrorEvent {
  return {
    type: undefined,
    exception: { values: [{ type: 'TypeError', value: message, mechanism: { type: mechanism, handled: false }, stacktrace: { frames: frames.map((filename) => ({ filename })) } }] },
  }
}

const own = `${origin}/app-7fa9cecaa83d8b5648d4.js`

describe('the error reporter’s options', () => {
  it('uses the spec’s sample rates, the build hash as release, and traces only this site', () => {
    const options = sentryOptions({ config: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'production' }, release: 'abc', siteOrigin: origin, onSampledError: jest.fn(), integrations: [] })
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      release: 'abc',
      sampleRate: ERROR_SAMPLE_RATE,
      tracesSampleRate: TRACE_SAMPLE_RATE,
      replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
      replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
      tracePropagationTargets: [origin],
    })
    expect([ERROR_SAMPLE_RATE, TRACE_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE]).toEqual([0.1, 0.01, 0, 0.2])
    expect(options.ignoreErrors?.some((rule) => rule instanceof RegExp && rule.test('Script error.'))).toBe(true)
    expect(options.ignoreErrors?.some((rule) => rule instanceof RegExp && rule.test('ResizeObserver loop limit exceeded'))).toBe(true)
    expect(options.denyUrls?.some((rule) => rule instanceof RegExp && rule.test('chrome-extension://abc/content.js'))).toBe(true)
  })

  it('beforeSend keeps the site’s own errors and asks for replay once one is kept', () => {
    const onSampledError = jest.fn()
    const { beforeSend } = sentryOptions({ config: { dsn: 'x', environment: 'e' }, release: undefined, siteOrigin: origin, onSampledError, integrations: [] })
    const kept = eventOf([own, '<anonymous>'])
    expect(beforeSend!(kept, { originalException: new TypeError('x is undefined') })).toBe(kept)
    expect(onSampledError).toHaveBeenCalledTimes(1)
    expect(beforeSend!(eventOf([own, 'https://cdn.vendor.example/widget.js']), { originalException: new Error('x') })).toBeNull()
    expect(onSampledError).toHaveBeenCalledTimes(1)
  })

  it.each<[string, ErrorEvent, EventHint]>([
    ['script errors', eventOf([], { message: 'Script error.' }), { originalException: 'Script error.' }],
    ['resize-observer loops', eventOf([own], { message: 'ResizeObserver loop completed with undelivered notifications.' }), {}],
    ['frames of an extension', eventOf([own, 'chrome-extension://abcdef/content.js']), { originalException: new Error('x') }],
    ['frames of another site', eventOf([own, 'https://www.googletagmanager.com/gtm.js']), { originalException: new Error('x') }],
    ['non-error rejections', eventOf([], { message: 'Non-Error promise rejection captured with value: cancelled', mechanism: 'auto.browser.global_handlers.onunhandledrejection' }), { originalException: 'cancelled' }],
  ])('drops %s', (_name, event, hint) => {
    expect(keepsEvent(event, hint, origin)).toBe(false)
  })

  it('keeps an Error rejection of the site', () => {
    expect(keepsEvent(eventOf([own], { mechanism: 'auto.browser.global_handlers.onunhandledrejection' }), { originalException: new Error('x') }, origin)).toBe(true)
  })

  it('is inert without GATSBY_SENTRY_DSN', () => {
    const before = process.env.GATSBY_SENTRY_DSN
    delete process.env.GATSBY_SENTRY_DSN
    expect(readErrorTrackerConfig()).toEqual({ dsn: '', environment: 'production' })
    process.env.GATSBY_SENTRY_DSN = ' https://k@o1.ingest.sentry.io/2 '
    expect(readErrorTrackerConfig().dsn).toBe('https://k@o1.ingest.sentry.io/2')
    if (before === undefined) delete process.env.GATSBY_SENTRY_DSN
    else process.env.GATSBY_SENTRY_DSN = before
  })
})
