import {
  ACCOUNT_LIMIT_WINDOW_MS,
  PASSWORD_RESET_MAX_ATTEMPTS,
  SELLER_APPLICATION_MAX_ATTEMPTS,
  SIGNUP_MAX_ATTEMPTS,
} from '../../../config/constants'
import type { AttemptLimiter as StoreAttemptLimiter, AttemptPolicy } from '../limits/attempts'
import { subjectKey } from '../limits/subject-key'

/**
 * What every account write that can be abused in bulk goes through:
 * `isBlocked(key)` before the attempt, `recordFailure(key)` for each attempt
 * that counts, `recordSuccess(key)` to clear a key.
 */
export interface AttemptLimiter {
  isBlocked(key: string): boolean
  recordFailure(key: string): void
  recordSuccess(key: string): void
}

/** Every limiter of the account area, built in one place (logins go through the CredentialGuard). */
export interface AccountLimiters {
  /** Sign-ups and password-reset requests per client address (IP). */
  perAddress: AttemptLimiter
  /** Password-reset requests per e-mail. */
  passwordResetPerEmail: AttemptLimiter
  /** Marketplace seller applications per client address. */
  sellerApplication: AttemptLimiter
}

/** At most `max` attempts per key within a window, counted from the last one (no wait before that). */
function windowPolicy(max: number, windowMs: number): AttemptPolicy {
  return { freeFailures: max, firstDelayMs: windowMs, maxDelayMs: windowMs, forgetAfterMs: windowMs }
}

/** A fixed-count limit over the store's attempt counts (kept in the database, keys hashed). */
function countLimit(limiter: StoreAttemptLimiter, kind: string, policy: AttemptPolicy): AttemptLimiter {
  const subject = (key: string) => [{ key: subjectKey(kind, key.trim().toLowerCase()), policy }]
  return {
    isBlocked: (key) => !limiter.check(subject(key)).allowed,
    recordFailure: (key) => limiter.fail(subject(key)),
    recordSuccess: (key) => limiter.clear(subject(key)),
  }
}

export function createAccountLimiters(limiter: StoreAttemptLimiter): AccountLimiters {
  return {
    perAddress: countLimit(limiter, 'account-address', windowPolicy(SIGNUP_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS)),
    passwordResetPerEmail: countLimit(limiter, 'password-reset', windowPolicy(PASSWORD_RESET_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS)),
    sellerApplication: countLimit(limiter, 'seller-application', windowPolicy(SELLER_APPLICATION_MAX_ATTEMPTS, ACCOUNT_LIMIT_WINDOW_MS)),
  }
}

export const LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

/**
 * Counts one attempt under each limiter's key and tells whether any was
 * already at its limit (then nothing is counted and the attempt must be refused).
 */
export function takeAttempt(...limits: ReadonlyArray<readonly [AttemptLimiter, string]>): boolean {
  if (limits.some(([limiter, key]) => limiter.isBlocked(key))) return false
  for (const [limiter, key] of limits) limiter.recordFailure(key)
  return true
}
