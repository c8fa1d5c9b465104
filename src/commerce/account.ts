import type { AccountSession } from '../contracts/session'
import type { UserProfileResponse } from '../contracts/session'
import { http as defaultHttp, type HttpClient } from './http'

export type { AccountSession } from '../contracts/session'
export type { MemberAddress, MemberProfile, UserProfileResponse } from '../contracts/session'

export const ACCOUNT_PATHS = {
  session: '/api/account/session',
  profile: '/api/account/getUserProfile',
  cashback: '/api/getCashbackBalance',
  logout: '/api/account/logout',
} as const

/**
 * A call whose callers share the answer while one is under way: a caller
 * that comes while the call is running gets that call's answer (or failure);
 * one that comes after it settled makes a new call.
 */
export function sharedWhileInFlight<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  return () => {
    if (inFlight) return inFlight
    const started = call()
    inFlight = started
    const settle = () => {
      if (inFlight === started) inFlight = null
    }
    started.then(settle, settle)
    return started
  }
}

/**
 * The account calls: session, profile, cashback balance, logout. The session read is shared while
 * under way: a page's account, wishlist and cart all ask for it as it loads.
 */
export function createAccountApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    getSession: sharedWhileInFlight(() => http.get<AccountSession>(ACCOUNT_PATHS.session)),
    /** Throws CommerceHttpError 401 for visitors. */
    getUserProfile: () => http.post<UserProfileResponse>(ACCOUNT_PATHS.profile, {}),
    /** Cashback balance in cents (0 by default). */
    async getCashbackBalance(): Promise<number> {
      const { balance } = await http.post<{ balance?: number }>(ACCOUNT_PATHS.cashback, {})
      return typeof balance === 'number' ? balance : 0
    },
    /** Ends the session; resolves to the address to go to (a same-site path). */
    async logout(returnPath = '/'): Promise<string> {
      const { redirectUrl } = await http.post<{ redirectUrl: string }>(ACCOUNT_PATHS.logout, {}, { query: { returnPath } })
      return redirectUrl
    },
  }
}

/** The store's account calls (one instance: the session read is shared by every caller of the page). */
export const accountApi = createAccountApi()
export const { getSession, getUserProfile, getCashbackBalance, logout } = accountApi
