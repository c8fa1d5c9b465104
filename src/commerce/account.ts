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

/** The account calls of storefront-shell §7. */
export function createAccountApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    getSession: () => http.get<AccountSession>(ACCOUNT_PATHS.session),
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

export const { getSession, getUserProfile, getCashbackBalance, logout } = createAccountApi()
