import { createPrefetchScheduler, isBotUserAgent, shouldPrefetch } from '../policy'

const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

describe('shouldPrefetch', () => {
  it('prefetches on good connections for people', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false, userAgent: chrome })).toBe(true)
    expect(shouldPrefetch({})).toBe(true)
  })
  it.each(['2g', 'slow-2g'])('skips on %s', (effectiveType) => {
    expect(shouldPrefetch({ effectiveType, userAgent: chrome })).toBe(false)
  })
  it('skips with data saver', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true, userAgent: chrome })).toBe(false)
  })
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0',
  ])('skips bots: %s', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true)
    expect(shouldPrefetch({ userAgent })).toBe(false)
  })
})

describe('createPrefetchScheduler', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('prefetches 4 paths at a time, one batch every 3 s', () => {
    const prefetch = jest.fn()
    const scheduler = createPrefetchScheduler({ prefetch, environment: () => ({ effectiveType: '4g' }) })
    const paths = Array.from({ length: 10 }, (_, i) => `/p${i}`)
    paths.forEach((path) => scheduler.enqueue(path))
    expect(prefetch).not.toHaveBeenCalled()
    jest.advanceTimersByTime(0)
    expect(prefetch.mock.calls.map(([p]) => p)).toEqual(['/p0', '/p1', '/p2', '/p3'])
    jest.advanceTimersByTime(2999)
    expect(prefetch).toHaveBeenCalledTimes(4)
    jest.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledTimes(8)
    jest.advanceTimersByTime(3000)
    expect(prefetch.mock.calls.map(([p]) => p)).toEqual(paths)
    expect(scheduler.pending()).toEqual([])
  })

  it('prefetches each path once', () => {
    const prefetch = jest.fn()
    const scheduler = createPrefetchScheduler({ prefetch, environment: () => ({}) })
    expect(scheduler.enqueue('/a')).toBe(true)
    expect(scheduler.enqueue('/a')).toBe(false)
    jest.runAllTimers()
    expect(scheduler.enqueue('/a')).toBe(false)
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('queues nothing on 2g or with data saver', () => {
    const prefetch = jest.fn()
    const scheduler = createPrefetchScheduler({ prefetch, environment: () => ({ effectiveType: '2g' }) })
    expect(scheduler.enqueue('/a')).toBe(false)
    jest.runAllTimers()
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('stop drops the queue', () => {
    const prefetch = jest.fn()
    const scheduler = createPrefetchScheduler({ prefetch, environment: () => ({}) })
    ;['/a', '/b', '/c', '/d', '/e'].forEach((p) => scheduler.enqueue(p))
    jest.advanceTimersByTime(0)
    scheduler.stop()
    jest.advanceTimersByTime(10_000)
    expect(prefetch).toHaveBeenCalledTimes(4)
  })
})
