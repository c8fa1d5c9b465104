import { ANALYTICS_SESSION_TIMEOUT_MS, UTM_SOURCE_CAMPAIGN_GROUPS, UTM_SOURCE_DEFAULT_GROUP } from '../config/constants'
import { readJSON, writeJSON, type KeyValueStorage } from '../sdk/storage/browserStorage'
import type { CampaignEvent, SessionEvent, SessionStartReason } from './types'

export const ANALYTICS_SESSION_STORAGE_KEY = 'store::analytics::session'

/** The utm parameters of an address (a new campaign is a change of these: it starts a new session). */
export interface Campaign {
  utm_source: string
  utm_medium: string
  utm_campaign: string
  utm_term: string
  utm_content: string
}

export interface AnalyticsSession {
  id: string
  /** Epoch ms. */
  startedAt: number
  lastActivityAt: number
  campaign: Campaign | null
}

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** utm_source → app campaign group (UTM_SOURCE_CAMPAIGN_GROUPS); unknown or missing sources → 'redirect+app'. */
export function campaignGroup(utmSource: string | null | undefined): string {
  const key = (utmSource ?? '').trim().toLowerCase()
  return Object.prototype.hasOwnProperty.call(UTM_SOURCE_CAMPAIGN_GROUPS, key) ? UTM_SOURCE_CAMPAIGN_GROUPS[key] : UTM_SOURCE_DEFAULT_GROUP
}

/** The campaign of an address's query, or null when it has no utm parameter. */
export function campaignFromParams(params: URLSearchParams): Campaign | null {
  const campaign = {} as Campaign
  let any = false
  for (const field of UTM_FIELDS) {
    const value = (params.get(field) ?? '').trim()
    if (value) any = true
    campaign[field] = value
  }
  return any ? campaign : null
}

export const sameCampaign = (a: Campaign | null, b: Campaign | null): boolean =>
  a === b || (!!a && !!b && UTM_FIELDS.every((field) => a[field] === b[field]))

export interface SessionStep {
  session: AnalyticsSession
  /** To push, in order: session_end, session_start, campaign. */
  events: SessionEvent[]
}

/**
 * The analytics session after an activity at `now` on an address with
 * `campaign`. A new session starts when there is none, when the
 * timeout has elapsed since the last activity, or when the address carries a
 * campaign other than the session's: the old one gets session_end, the new
 * one session_start, and a campaign event follows when the address has one.
 * Otherwise the session is only kept alive (no events).
 */
export function nextSession(
  current: AnalyticsSession | null,
  { now, campaign, newId, timeoutMs = ANALYTICS_SESSION_TIMEOUT_MS }: { now: number; campaign: Campaign | null; newId: () => string; timeoutMs?: number },
): SessionStep {
  let reason: SessionStartReason | null = null
  if (!current) reason = 'new'
  else if (now - current.lastActivityAt >= timeoutMs) reason = 'timeout'
  else if (campaign && !sameCampaign(campaign, current.campaign)) reason = 'campaign'

  if (!reason && current) return { session: { ...current, lastActivityAt: now }, events: [] }

  const session: AnalyticsSession = { id: newId(), startedAt: now, lastActivityAt: now, campaign }
  const events: SessionEvent[] = []
  if (current) {
    events.push({
      event: 'session_end',
      session_id: current.id,
      session_started_at: new Date(current.startedAt).toISOString(),
      session_last_activity_at: new Date(current.lastActivityAt).toISOString(),
    })
  }
  events.push({ event: 'session_start', session_id: session.id, reason: reason ?? 'new' })
  if (campaign) events.push(campaignEvent(session.id, campaign))
  return { session, events }
}

export function campaignEvent(sessionId: string, campaign: Campaign): CampaignEvent {
  return { event: 'campaign', session_id: sessionId, campaign_group: campaignGroup(campaign.utm_source), ...campaign }
}

function isSession(value: unknown): value is AnalyticsSession {
  if (!value || typeof value !== 'object') return false
  const session = value as Partial<AnalyticsSession>
  return (
    typeof session.id === 'string' &&
    typeof session.startedAt === 'number' &&
    typeof session.lastActivityAt === 'number' &&
    (session.campaign === null || (typeof session.campaign === 'object' && session.campaign !== undefined))
  )
}

export const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export interface SessionTrackerOptions {
  storage: () => KeyValueStorage | null
  now?: () => number
  newId?: () => string
  timeoutMs?: number
}

/** {@link nextSession} over a stored session (localStorage by default), so it survives reloads and tabs. */
export function createSessionTracker({ storage, now = Date.now, newId = randomId, timeoutMs }: SessionTrackerOptions) {
  let memory: AnalyticsSession | null = null
  const read = (): AnalyticsSession | null => {
    const stored = readJSON(storage(), ANALYTICS_SESSION_STORAGE_KEY)
    return isSession(stored) ? stored : memory
  }
  return {
    current: read,
    /** Records an activity on an address with this query; returns the session events to push. */
    touch(params: URLSearchParams): SessionEvent[] {
      const step = nextSession(read(), { now: now(), campaign: campaignFromParams(params), newId, timeoutMs })
      memory = step.session
      writeJSON(storage(), ANALYTICS_SESSION_STORAGE_KEY, step.session)
      return step.events
    },
  }
}

export type SessionTracker = ReturnType<typeof createSessionTracker>
