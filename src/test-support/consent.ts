import { ALL_GRANTED, type ConsentPurposes } from '../contracts/consent'
import { createConsentStore, type ConsentRepository } from '../sdk/consent/store'
import type { CookieJar } from '../sdk/storage/cookies'

/** A cookie jar in memory (name → value), for the consent store and the analytics in tests. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    values,
    read: (name) => values.get(name) ?? null,
    write: (name, value) => {
      values.set(name, value)
    },
  }
}

/** A consent store over its own memory jar; with `purposes`, that choice is already made. */
export function memoryConsent(purposes?: ConsentPurposes, now: () => Date = () => new Date('2026-11-29T12:00:00Z')): ConsentRepository {
  const store = createConsentStore({ cookies: memoryCookies(), now })
  if (purposes) store.decide(purposes)
  return store
}

/** A consent store where the shopper accepted everything. */
export const grantedConsent = (): ConsentRepository => memoryConsent(ALL_GRANTED)
