import { createErrorTracker, newErrorId } from '../error-tracker'
import type { SentryClient } from '../sentry-client'

function fakeSentry() {
  const client: SentryClient & { captured: unknown[] } = {
    captured: [],
    capture: jest.fn((error, report) => {
      client.captured.push({ error, report })
      return report.eventId
    }),
    flush: jest.fn(async () => true),
  }
  const startSentry = jest.fn(() => client)
  return { client, load: jest.fn(async () => ({ startSentry })), startSentry }
}

describe('the error tracker', () => {
  it('without a DSN loads nothing, even to report', async () => {
    const sentry = fakeSentry()
    const schedule = jest.fn()
    const tracker = createErrorTracker({ config: { dsn: '', environment: 'production' }, load: sentry.load, schedule })
    tracker.start()
    await tracker.capture({ error: new Error('x'), errorId: 'a'.repeat(32), context: 'ErrorBoundary' })
    expect(tracker.enabled).toBe(false)
    expect(schedule).not.toHaveBeenCalled()
    expect(sentry.load).not.toHaveBeenCalled()
  })

  it('with a DSN loads the reporter after the first paint, once, with the release and origin', async () => {
    const sentry = fakeSentry()
    let scheduled: (() => void) | null = null
    const tracker = createErrorTracker({
      config: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'e2e' },
      load: sentry.load,
      schedule: (task) => (scheduled = task),
      release: () => 'hash1',
      origin: () => 'https://loja.example',
    })
    tracker.start()
    expect(sentry.load).not.toHaveBeenCalled()
    scheduled!()
    await tracker.capture({ error: new Error('boom'), errorId: 'b'.repeat(32), componentStack: 'at X', context: 'ErrorBoundary' })
    expect(sentry.load).toHaveBeenCalledTimes(1)
    expect(sentry.startSentry).toHaveBeenCalledWith({ dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'e2e' }, 'hash1', 'https://loja.example')
    expect(sentry.client.capture).toHaveBeenCalledWith(expect.any(Error), { eventId: 'b'.repeat(32), componentStack: 'at X', context: 'ErrorBoundary' })
    expect(sentry.client.flush).toHaveBeenCalled()
  })

  it('an error before the first paint loads the reporter at once', async () => {
    const sentry = fakeSentry()
    const tracker = createErrorTracker({ config: { dsn: 'https://k@o1.ingest.sentry.io/2', environment: 'e' }, load: sentry.load, schedule: jest.fn() })
    await tracker.capture({ error: new Error('early'), errorId: 'c'.repeat(32), context: 'ErrorBoundary' })
    expect(sentry.client.captured).toHaveLength(1)
  })

  it('a reporter that fails to load only warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const tracker = createErrorTracker({ config: { dsn: 'x', environment: 'e' }, load: () => Promise.reject(new Error('chunk')), schedule: jest.fn() })
    await expect(tracker.capture({ error: new Error('x'), errorId: 'd'.repeat(32), context: 'c' })).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('error ids are 32 hex digits (the reporter’s event id)', () => {
    expect(newErrorId(() => '0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5bd9cb469fa16570867728950e')
    expect(newErrorId()).toMatch(/^[0-9a-f]{32}$/)
  })
})
