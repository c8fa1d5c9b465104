export { getLocalStorage, getSessionStorage, readJSON, readRaw, removeKey, writeJSON, writeRaw } from './browserStorage'
export type { KeyValueStorage } from './browserStorage'
export {
  browserCookies,
  cookieAttributes,
  COOKIE_PATH,
  COOKIE_POLICIES_ACCEPTED,
  COOKIE_SAME_SITE,
  PROMPT_COOKIES,
  readCookie,
  readCookies,
  removeCookie,
  writeCookie,
} from './cookies'
export type { CookieJar, CookieWriteOptions } from './cookies'
export { clearCachedProfile, PROFILE_CACHE_KEY, readCachedProfile, writeCachedProfile } from './profileCache'
export { addToSearchHistory, clearSearchHistory, readSearchHistory } from './searchHistory'
export type { SearchedTerm } from './searchHistory'
export { usePersistedStore } from './usePersistedStore'
export type { PersistedStore, PersistedStoreOptions } from './usePersistedStore'
