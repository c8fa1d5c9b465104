import {
  ACCOUNT_LIMIT_WINDOW_MS,
  PASSWORD_RESET_MAX_ATTEMPTS,
  SELLER_APPLICATION_MAX_ATTEMPTS,
  SIGNUP_MAX_ATTEMPTS,
} from '../../../config/constants'
import { LoginThrottle } from './login-throttle'

/**
 * The interface of the login throttle, which every account write that can be
 * abused in bulk goes through: `isBlocked(key)` before the attempt,
 * `recordFailure(key)` for each attempt that counts, `recordSuccess(key)` to
 * clear a key.
 */
export type AttemptLimiter = Pick<LoginThrottle, 'isBlocked' | 'recordFailure' | 'recordSuccess'>

/** Every limiter of the account area, built in one place (swap the implementation here). */
export interface AccountLimiters {
  /** Failed logins per e-mail. */
  login: AttemptLimiter
  /** Sign-ups and password-reset requests per client address (IP). */
  perAddress: AttemptLimiter
  /** Password-reset requests per e-mail. */
  passwordResetPerEmail: AttemptLimiter
  /** Marketplace seller applications per client address. */
  sellerApplication: AttemptLimiter
}

export const LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

export function createAccountLimiters(now: () => number = Date.now): AccountLimiters {
  return {
    login: new LoginThrottle(undefined, undefined, now),
    perAddress: new LoginThrottle(SIGNUP_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS, now),
    passwordResetPerEmail: new LoginThrottle(PASSWORD_RESET_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS, now),
    sellerApplication: new LoginThrottle(SELLER_APPLICATION_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS, now),
  }
}

/**
 * Counts one attempt under each limiter's key and tells whether any was
 * already at its limit (then nothing is counted and the attempt must be refused).
 */
export function takeAttempt(...limits: ReadonlyArray<readonly [AttemptLimiter, string]>): boolean {
  if (limits.some(([limiter, key]) => limiter.isBlocked(key))) return false
  for (const [limiter, key] of limits) limiter.recordFailure(key)
  return true
}
