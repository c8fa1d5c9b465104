import type { UserProfileResponse } from '../../contracts/session'
import { getSessionStorage, readJSON, removeKey, writeJSON } from './browserStorage'
import type { KeyValueStorage } from './browserStorage'

/** sessionStorage key of the cached profile (the profile is read from there before the server). */
export const PROFILE_CACHE_KEY = 'store::account::profile'

/** The cached profile of customer `sub`, or null (none, another customer's, or unreadable). */
export function readCachedProfile(sub: string, storage: KeyValueStorage | null = getSessionStorage()): UserProfileResponse | null {
  const parsed = readJSON(storage, PROFILE_CACHE_KEY)
  if (typeof parsed !== 'object' || parsed === null) return null
  const profile = parsed as Partial<UserProfileResponse>
  if (profile.sub !== sub || typeof profile.getUserProfile !== 'object' || !Array.isArray(profile.getAddresses)) return null
  return profile as UserProfileResponse
}

/** A full or blocked storage only costs a request next time. */
export function writeCachedProfile(profile: UserProfileResponse, storage: KeyValueStorage | null = getSessionStorage()): void {
  writeJSON(storage, PROFILE_CACHE_KEY, profile)
}

export function clearCachedProfile(storage: KeyValueStorage | null = getSessionStorage()): void {
  removeKey(storage, PROFILE_CACHE_KEY)
}
