import type { AccountSession, UserProfileResponse } from '../../commerce/account'
import type { SessionUser } from '../../sdk/session'
import { clearCachedProfile, readCachedProfile, writeCachedProfile } from '../../sdk/storage/profileCache'

/** The account calls this module needs (src/commerce/account). */
export interface AccountApi {
  getSession(): Promise<AccountSession>
  getUserProfile(): Promise<UserProfileResponse>
  getCashbackBalance(): Promise<number>
  logout(returnPath?: string): Promise<string>
}

export type AccountState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | {
      status: 'authenticated'
      session: NonNullable<AccountSession['user']>
      profile: UserProfileResponse
      /** Cents. */
      cashback: number
    }

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'> | null

export interface LoadAccountOptions {
  /** A return from login: the cached profile is not trusted. */
  returnedFromLogin?: boolean
  storage?: Storage
}

/**
 * Loads the login status, then the profile from sessionStorage or the server
 * (cached in sessionStorage), then the cashback.
 */
export async function loadAccount(api: AccountApi, { returnedFromLogin = false, storage }: LoadAccountOptions = {}): Promise<AccountState> {
  const status = await api.getSession()
  if (!status.isLoggedIn || !status.user) {
    clearCachedProfile(storage)
    return { status: 'anonymous' }
  }
  const cached = returnedFromLogin ? null : readCachedProfile(status.user.sub, storage)
  const profile = cached ?? (await api.getUserProfile())
  if (!cached) writeCachedProfile(profile, storage)
  let cashback = status.user.cashBackBalance
  try {
    cashback = await api.getCashbackBalance()
  } catch {
    // the session's balance stands
  }
  return { status: 'authenticated', session: status.user, profile, cashback }
}

/** The favourite address's postal code: it feeds the CEP prompt. */
export function favoritePostalCode(state: AccountState): string | null {
  if (state.status !== 'authenticated') return null
  const favourite = state.profile.getAddresses.find((address) => address.is_favorite)
  return favourite?.postal_code ?? state.session.favoritePostalCode ?? null
}

/** The toolkit session's user for an account state (null when anonymous). */
export function sessionUserOf(state: AccountState): SessionUser | null | undefined {
  if (state.status === 'loading') return undefined
  if (state.status === 'anonymous') return null
  const { claims } = state.profile.getUserProfile
  return { id: state.session.sub, email: claims.email, givenName: claims.given_name, familyName: claims.family_name }
}
