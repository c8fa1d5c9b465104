import { ANALYTICS_SESSION_TIMEOUT_MS, UTM_SOURCE_DEFAULT_GROUP } from '../../config/constants'
import type { KeyValueStorage } from '../../sdk/storage/browserStorage'
import {
  ANALYTICS_SESSION_STORAGE_KEY,
  campaignFromParams,
  campaignGroup,
  createSessionTracker,
  nextSession,
  sameCampaign,
  type AnalyticsSession,
} from '../session'

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>()
  getItem = (key: string) => this.map.get(key) ?? null
  setItem = (key: string, value: string) => void this.map.set(key, value)
  removeItem = (key: string) => void this.map.delete(key)
}

const ids = () => {
  let n = 0
  return () => `s${++n}`
}
const params = (query = '') => new URLSearchParams(query)

describe('campaignGroup', () => {
  it.each([
    ['facebook', 'paid social'],
    ['fb', 'paid social'],
    ['IG', 'paid social'],
    ['instagram', 'paid social'],
    ['tiktok', 'paid social'],
    ['google', 'paid search'],
    ['bing', 'paid search'],
    ['criteo', 'display'],
    ['blue', 'display'],
    ['rtbhouse', 'display'],
    ['awin', 'affiliates'],
    [' Livelo ', 'affiliates'],
    ['newsletter', 'redirect+app'],
    ['constructor', 'redirect+app'],
    ['', 'redirect+app'],
  ])('%s → %s', (source, group) => {
    expect(campaignGroup(source)).toBe(group)
  })

  it('defaults missing sources', () => {
    expect(campaignGroup(null)).toBe(UTM_SOURCE_DEFAULT_GROUP)
  })
})

describe('campaignFromParams', () => {
  it('reads the five utm parameters, null without any', () => {
    expect(campaignFromParams(params('utm_source=google&utm_medium=cpc&utm_campaign=verao&x=1'))).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'verao',
      utm_term: '',
      utm_content: '',
    })
    expect(campaignFromParams(params('q=bola'))).toBeNull()
    expect(campaignFromParams(params('utm_source='))).toBeNull()
  })

  it('compares campaigns field by field', () => {
    const a = campaignFromParams(params('utm_source=google&utm_campaign=a'))
    expect(sameCampaign(a, campaignFromParams(params('utm_campaign=a&utm_source=google')))).toBe(true)
    expect(sameCampaign(a, campaignFromParams(params('utm_source=google&utm_campaign=b')))).toBe(false)
    expect(sameCampaign(a, null)).toBe(false)
    expect(sameCampaign(null, null)).toBe(true)
  })
})

describe('nextSession', () => {
  const T0 = Date.UTC(2025, 0, 10, 12)
  const google = campaignFromParams(params('utm_source=google&utm_medium=cpc&utm_campaign=verao'))
  const facebook = campaignFromParams(params('utm_source=facebook&utm_campaign=verao'))

  it('starts a first session, with a campaign event when the address has one', () => {
    const step = nextSession(null, { now: T0, campaign: google, newId: ids() })
    expect(step.session).toEqual({ id: 's1', startedAt: T0, lastActivityAt: T0, campaign: google })
    expect(step.events).toEqual([
      { event: 'session_start', session_id: 's1', reason: 'new' },
      { event: 'campaign', session_id: 's1', campaign_group: 'paid search', ...google },
    ])
    expect(nextSession(null, { now: T0, campaign: null, newId: ids() }).events).toEqual([
      { event: 'session_start', session_id: 's1', reason: 'new' },
    ])
  })

  it('keeps the session alive within the timeout (no events)', () => {
    const current: AnalyticsSession = { id: 'old', startedAt: T0, lastActivityAt: T0, campaign: google }
    const step = nextSession(current, { now: T0 + ANALYTICS_SESSION_TIMEOUT_MS - 1, campaign: null, newId: ids() })
    expect(step.events).toEqual([])
    expect(step.session).toEqual({ ...current, lastActivityAt: T0 + ANALYTICS_SESSION_TIMEOUT_MS - 1 })
    expect(nextSession(current, { now: T0 + 1000, campaign: google, newId: ids() }).events).toEqual([])
  })

  it('ends the session and starts a new one once the timeout has elapsed', () => {
    const current: AnalyticsSession = { id: 'old', startedAt: T0 - 5000, lastActivityAt: T0, campaign: null }
    const step = nextSession(current, { now: T0 + ANALYTICS_SESSION_TIMEOUT_MS, campaign: null, newId: ids() })
    expect(step.events).toEqual([
      {
        event: 'session_end',
        session_id: 'old',
        session_started_at: new Date(T0 - 5000).toISOString(),
        session_last_activity_at: new Date(T0).toISOString(),
      },
      { event: 'session_start', session_id: 's1', reason: 'timeout' },
    ])
  })

  it('starts a new session when a different campaign arrives', () => {
    const current: AnalyticsSession = { id: 'old', startedAt: T0, lastActivityAt: T0, campaign: google }
    const step = nextSession(current, { now: T0 + 60_000, campaign: facebook, newId: ids() })
    expect(step.events.map((event) => event.event)).toEqual(['session_end', 'session_start', 'campaign'])
    expect(step.events[1]).toEqual({ event: 'session_start', session_id: 's1', reason: 'campaign' })
    expect(step.events[2]).toMatchObject({ campaign_group: 'paid social', utm_source: 'facebook' })
    expect(step.session.campaign).toEqual(facebook)
  })
})

describe('createSessionTracker', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2025, 0, 10, 12) })
  })
  afterEach(() => {
    jest.useRealTimers()
  })

  it('keeps the session in storage across trackers and starts a new one after 30 idle minutes', () => {
    const storage = new MemoryStorage()
    const newId = ids()
    const tracker = createSessionTracker({ storage: () => storage, newId })
    expect(tracker.touch(params()).map((e) => e.event)).toEqual(['session_start'])
    expect(JSON.parse(storage.getItem(ANALYTICS_SESSION_STORAGE_KEY)!)).toMatchObject({ id: 's1' })

    jest.advanceTimersByTime(29 * 60 * 1000)
    const reloaded = createSessionTracker({ storage: () => storage, newId })
    expect(reloaded.touch(params())).toEqual([])

    jest.advanceTimersByTime(29 * 60 * 1000)
    expect(reloaded.touch(params())).toEqual([])

    jest.advanceTimersByTime(ANALYTICS_SESSION_TIMEOUT_MS)
    const events = reloaded.touch(params())
    expect(events.map((e) => [e.event, e.session_id])).toEqual([
      ['session_end', 's1'],
      ['session_start', 's2'],
    ])
    expect(reloaded.current()?.id).toBe('s2')
  })

  it('starts a new session on a new campaign, not on the same one again', () => {
    const storage = new MemoryStorage()
    const tracker = createSessionTracker({ storage: () => storage, newId: ids() })
    tracker.touch(params('utm_source=awin&utm_campaign=a'))
    jest.advanceTimersByTime(1000)
    expect(tracker.touch(params('utm_source=awin&utm_campaign=a'))).toEqual([])
    expect(tracker.touch(params())).toEqual([])
    const events = tracker.touch(params('utm_source=livelo&utm_campaign=b'))
    expect(events.map((e) => e.event)).toEqual(['session_end', 'session_start', 'campaign'])
    expect(events[2]).toMatchObject({ campaign_group: 'affiliates', utm_source: 'livelo' })
  })

  it('works in memory when storage is unavailable or holds garbage', () => {
    const broken = new MemoryStorage()
    broken.map.set(ANALYTICS_SESSION_STORAGE_KEY, '{"id":5}')
    const tracker = createSessionTracker({ storage: () => null, newId: ids() })
    expect(tracker.touch(params()).map((e) => e.event)).toEqual(['session_start'])
    expect(tracker.touch(params())).toEqual([])
    const fromGarbage = createSessionTracker({ storage: () => broken, newId: ids() })
    expect(fromGarbage.touch(params()).map((e) => e.event)).toEqual(['session_start'])
  })
})
