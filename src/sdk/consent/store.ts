import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_VERSION, DAY_SECONDS } from '../../config/constants'
import {
  ALL_DENIED,
  ALL_GRANTED,
  allGranted,
  decodeConsent,
  encodeConsent,
  isCurrentChoice,
  purposesOf,
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentPurposes,
} from '../../contracts/consent'
import { browserCookies, COOKIE_POLICIES_ACCEPTED, COOKIE_POLICIES_REFUSED, PROMPT_COOKIES, type CookieJar } from '../storage/cookies'

/** The cookie holding the choice by purpose, with its version and date. */
export const CONSENT_COOKIE = 'cookieConsent'
export const CONSENT_COOKIE_MAX_AGE_SECONDS = COOKIE_CONSENT_DAYS * DAY_SECONDS

export type ConsentListener = (next: ConsentPurposes, previous: ConsentPurposes) => void

export interface ConsentStoreOptions {
  cookies?: CookieJar
  now?: () => Date
}

/**
 * The shopper's cookie choice, read from and written to cookies:
 * `cookieConsent` (purposes, version, date) and the spec's `cookiePolicies`
 * (`true` when every purpose is granted — what 'Aceitar' stores —, `false`
 * otherwise). A `cookiePolicies=true` without `cookieConsent` (an 'Aceitar'
 * pressed before the page hydrated, answered by the head script) counts as
 * every purpose granted; the record is completed on the first read.
 * Before any choice, nothing optional is granted.
 */
export function createConsentStore({ cookies = browserCookies, now = () => new Date() }: ConsentStoreOptions = {}) {
  const listeners = new Set<ConsentListener>()

  function read(): ConsentChoice | null {
    const stored = decodeConsent(cookies.read(CONSENT_COOKIE))
    if (stored) return stored
    const policies = cookies.read(PROMPT_COOKIES.cookiePolicies)
    if (policies !== COOKIE_POLICIES_ACCEPTED && policies !== COOKIE_POLICIES_REFUSED) return null
    const completed: ConsentChoice = {
      purposes: policies === COOKIE_POLICIES_ACCEPTED ? ALL_GRANTED : ALL_DENIED,
      version: COOKIE_CONSENT_VERSION,
      decidedAt: now().toISOString(),
    }
    write(completed)
    return completed
  }

  function write(choice: ConsentChoice): void {
    cookies.write(CONSENT_COOKIE, encodeConsent(choice), CONSENT_COOKIE_MAX_AGE_SECONDS)
    cookies.write(PROMPT_COOKIES.cookiePolicies, allGranted(choice.purposes) ? COOKIE_POLICIES_ACCEPTED : COOKIE_POLICIES_REFUSED, CONSENT_COOKIE_MAX_AGE_SECONDS)
  }

  // The last read, kept while the cookies hold the same values (a stable snapshot for React; another tab's change is seen).
  let current: ConsentChoice | null = null
  let currentKey: string | null = null
  const cookiesKey = () => `${cookies.read(CONSENT_COOKIE) ?? ''}|${cookies.read(PROMPT_COOKIES.cookiePolicies) ?? ''}`

  const choice = (): ConsentChoice | null => {
    const key = cookiesKey()
    if (key === currentKey) return current
    current = read()
    currentKey = cookiesKey()
    return current
  }

  function adopt(next: ConsentChoice): ConsentChoice {
    const previous = purposesOf(choice())
    write(next)
    current = next
    currentKey = cookiesKey()
    for (const listener of [...listeners]) {
      try {
        listener(purposesOf(next), previous)
      } catch (error) {
        console.error('[consent] a listener failed', error)
      }
    }
    return next
  }

  return {
    /** The current choice (null before one, or when it answered an older version of the notice). */
    choice: (): ConsentChoice | null => {
      const value = choice()
      return isCurrentChoice(value) ? value : null
    },
    /** The purposes in force. */
    purposes: (): ConsentPurposes => purposesOf(choice()),
    granted: (purpose: ConsentPurpose): boolean => purposesOf(choice())[purpose],
    /** Records a choice (now, this version) and tells the listeners. */
    decide(purposes: ConsentPurposes): ConsentChoice {
      return adopt({ purposes: { ...purposes }, version: COOKIE_CONSENT_VERSION, decidedAt: now().toISOString() })
    },
    /** Takes a choice made elsewhere (the member's, kept by the server) as it is, and tells the listeners. */
    adopt: (next: ConsentChoice): ConsentChoice => adopt(next),

    subscribe(listener: ConsentListener): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type ConsentRepository = ReturnType<typeof createConsentStore>

let shared: ConsentRepository | null = null

/** The page's consent store. */
export function consentStore(): ConsentRepository {
  shared ??= createConsentStore()
  return shared
}

/** Whether a purpose is granted on this page now (false outside a browser and before a choice). */
export const consentGranted = (purpose: ConsentPurpose): boolean => typeof document !== 'undefined' && consentStore().granted(purpose)
