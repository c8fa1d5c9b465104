import type { UserProfileResponse } from '../../commerce/account'

/** sessionStorage key of the cached profile (storefront-shell §4 Session). */
export const PROFILE_CACHE_KEY = 'store::account::profile'

type ReadableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function browserSessionStorage(): ReadableStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** The cached profile of customer `sub`, or null (none, another customer's, or unreadable). */
export function readCachedProfile(sub: string, storage: ReadableStorage | null = browserSessionStorage()): UserProfileResponse | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(PROFILE_CACHE_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const profile = parsed as Partial<UserProfileResponse>
    if (profile.sub !== sub || typeof profile.getUserProfile !== 'object' || !Array.isArray(profile.getAddresses)) return null
    return profile as UserProfileResponse
  } catch {
    return null
  }
}

export function writeCachedProfile(profile: UserProfileResponse, storage: ReadableStorage | null = browserSessionStorage()): void {
  try {
    storage?.setItem(PROFILE_CACHE_KEY, JSON.stringify(profile))
  } catch {
    // a full or blocked storage only costs a request next time
  }
}

export function clearCachedProfile(storage: ReadableStorage | null = browserSessionStorage()): void {
  try {
    storage?.removeItem(PROFILE_CACHE_KEY)
  } catch {
    // nothing cached
  }
}
