import { DY_COOKIE_NAMES } from '../contracts/personalisation'
import type { ConsentPurposes } from '../contracts/consent'
import { CALLER_IP_COOKIE } from '../commerce/personalisation'
import { getLocalStorage, type KeyValueStorage } from '../sdk/storage/browserStorage'
import { readCookies, removeCookie } from '../sdk/storage/cookies'
import { EXPERIMENT_CACHE_PREFIX, STABLE_ID_STORAGE_KEY } from './experiments'
import { SEARCH_ANONYMOUS_COOKIE, SEARCH_SESSION_COOKIE } from './search-events'

/** Amplitude keeps its device and session in local storage (and cookies, by other settings) under this prefix. */
export const PRODUCT_ANALYTICS_STORAGE_PREFIX = 'AMP_'
/** The social ad networks' click-id cookies the order's tracking data reads (their pixels write them). */
export const AD_CLICK_ID_COOKIES = ['_fbc', '_fbp', '_ttp'] as const

/** Cookie names and local-storage keys (exact, or by prefix) each purpose leaves behind. */
export const PURPOSE_TRACES = {
  analytics: {
    cookies: [SEARCH_ANONYMOUS_COOKIE, SEARCH_SESSION_COOKIE],
    cookiePrefixes: [PRODUCT_ANALYTICS_STORAGE_PREFIX],
    storageKeys: [STABLE_ID_STORAGE_KEY],
    storagePrefixes: [PRODUCT_ANALYTICS_STORAGE_PREFIX, EXPERIMENT_CACHE_PREFIX],
  },
  personalisation: {
    cookies: [...DY_COOKIE_NAMES, CALLER_IP_COOKIE, ...AD_CLICK_ID_COOKIES],
    cookiePrefixes: [],
    storageKeys: [],
    storagePrefixes: [],
  },
} as const

function storageKeys(storage: KeyValueStorage & { length?: number; key?: (index: number) => string | null }): string[] {
  const keys: string[] = []
  if (typeof storage.length !== 'number' || typeof storage.key !== 'function') return keys
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key !== null) keys.push(key)
  }
  return keys
}

/** Deletes the cookies and stored keys of each withdrawn purpose. */
export function forgetWithdrawn(withdrawn: ConsentPurposes, storage: () => KeyValueStorage | null = getLocalStorage): void {
  const store = storage() as (KeyValueStorage & { length?: number; key?: (index: number) => string | null }) | null
  const existingCookies = Object.keys(readCookies())
  const existingKeys = store ? storageKeys(store) : []
  for (const purpose of ['analytics', 'personalisation'] as const) {
    if (!withdrawn[purpose]) continue
    const traces = PURPOSE_TRACES[purpose]
    const prefixes: readonly string[] = traces.cookiePrefixes
    const storagePrefixes: readonly string[] = traces.storagePrefixes
    const storageExact: readonly string[] = traces.storageKeys
    for (const name of [...traces.cookies, ...existingCookies.filter((cookie) => prefixes.some((prefix) => cookie.startsWith(prefix)))]) removeCookie(name)
    for (const key of existingKeys) {
      if (storageExact.includes(key) || storagePrefixes.some((prefix) => key.startsWith(prefix))) store?.removeItem(key)
    }
  }
}
