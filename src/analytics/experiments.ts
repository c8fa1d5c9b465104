import { EXPERIMENT_CACHE_MS } from '../config/constants'
import { readJSON, writeJSON, type KeyValueStorage } from '../sdk/storage/browserStorage'
import type { FetchLike } from './personalisation'

/**
 * The experiment service: POST initialize and log_event; the
 * initialize result is cached in local storage for 1 hour. Inert (no request,
 * null results) without GATSBY_EXPERIMENT_KEY.
 */

/** Used when GATSBY_EXPERIMENT_URL is not set. */
export const EXPERIMENT_DEFAULT_URL = 'https://api.statsig.com/v1'
export const EXPERIMENT_API_KEY_HEADER = 'STATSIG-API-KEY'
export const EXPERIMENT_CACHE_PREFIX = 'store::experiments::'
/** The experiment service's anonymous id of this browser (its stableID). */
export const STABLE_ID_STORAGE_KEY = 'store::analytics::stableId'

export interface ExperimentUser {
  /** The logged-in user, when any. */
  userID?: string
  email?: string
  /** A stable anonymous id of the browser. */
  customIDs: { stableID: string }
  locale?: string
  custom?: Record<string, string>
}

/** What initialize answers (feature gates, dynamic configs, layers…), kept as is. */
export type ExperimentValues = Record<string, unknown>

export interface ExperimentCacheEntry {
  /** Epoch ms. */
  savedAt: number
  values: ExperimentValues
}

export interface ExperimentEvent {
  eventName: string
  value?: string | number
  metadata?: Record<string, string>
}

/** The cache key of a user: the user id when logged in, else the stable id. */
export const experimentCacheKey = (user: ExperimentUser): string =>
  `${EXPERIMENT_CACHE_PREFIX}${user.userID ? `user:${user.userID}` : `stable:${user.customIDs.stableID}`}`

/** A cached result is used for EXPERIMENT_CACHE_MS (1 hour) after it was saved. */
export function isFreshCacheEntry(entry: unknown, now: number, maxAgeMs = EXPERIMENT_CACHE_MS): entry is ExperimentCacheEntry {
  if (!entry || typeof entry !== 'object') return false
  const { savedAt, values } = entry as Partial<ExperimentCacheEntry>
  return typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < maxAgeMs && !!values && typeof values === 'object'
}

export const initializeBody = (user: ExperimentUser) => ({ user })

export const logEventBody = (user: ExperimentUser, events: ExperimentEvent[], now: number) => ({
  events: events.map((event) => ({ ...event, user, time: now })),
})

export interface ExperimentClientOptions {
  /** GATSBY_EXPERIMENT_KEY; empty = inert. */
  apiKey: string
  /** GATSBY_EXPERIMENT_URL; empty = {@link EXPERIMENT_DEFAULT_URL}. */
  baseUrl?: string
  storage: () => KeyValueStorage | null
  now?: () => number
  fetch?: FetchLike
  log?: (message: string, error?: unknown) => void
  /** The analytics purpose's consent: without it nothing is asked, sent or cached (granted when not given). */
  consent?: () => boolean
}

export function createExperimentClient(options: ExperimentClientOptions) {
  const enabled = options.apiKey.trim() !== ''
  const base = (options.baseUrl?.trim() || EXPERIMENT_DEFAULT_URL).replace(/\/+$/, '')
  const now = options.now ?? Date.now
  const log = options.log ?? ((message, error) => console.error(`[experiments] ${message}`, error))
  const consent = options.consent ?? (() => true)

  async function post(path: string, body: unknown): Promise<Response> {
    const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
    const response = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { [EXPERIMENT_API_KEY_HEADER]: options.apiKey, 'Content-Type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return response
  }

  return {
    enabled,
    /** The user's experiment values: the cached ones when under 1 hour old, else fetched and cached; null when inert or failed. */
    async initialize(user: ExperimentUser): Promise<ExperimentValues | null> {
      if (!enabled || !consent()) return null
      const key = experimentCacheKey(user)
      const cached = readJSON(options.storage(), key)
      if (isFreshCacheEntry(cached, now())) return cached.values
      try {
        const values = (await (await post('/initialize', initializeBody(user))).json()) as ExperimentValues
        if (!values || typeof values !== 'object') throw new Error('/initialize answered no object')
        const entry: ExperimentCacheEntry = { savedAt: now(), values }
        writeJSON(options.storage(), key, entry)
        return values
      } catch (error) {
        log('initialize failed', error)
        return null
      }
    },
    /** Sends events; resolves to whether they were accepted. */
    async logEvent(user: ExperimentUser, events: ExperimentEvent[]): Promise<boolean> {
      if (!enabled || events.length === 0 || !consent()) return false
      try {
        await post('/log_event', logEventBody(user, events, now()))
        return true
      } catch (error) {
        log('log_event failed', error)
        return false
      }
    },
  }
}

export type ExperimentClient = ReturnType<typeof createExperimentClient>
