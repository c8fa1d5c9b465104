import crypto from 'node:crypto'
import { AttemptLimiter, type AttemptPolicy, type AttemptSubject, type AttemptVerdict } from '../limits/attempts'
import { subjectKey } from '../limits/subject-key'
import type { MemberDirectory } from './types'

const MINUTE_MS = 60_000

/** Failures on one account: 10 free, then 30 s, 1 min, 2 min… up to 15 min between attempts; forgotten after an hour. */
export const ACCOUNT_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 10, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }
/** Failures from one client address, whatever the accounts: 20 free, then the same doubling waits. */
export const CLIENT_ADDRESS_ATTEMPT_POLICY: AttemptPolicy = { freeFailures: 20, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 60 * MINUTE_MS }
/** Failures from a member's known device (its own typos): as for an account. */
export const DEVICE_ATTEMPT_POLICY: AttemptPolicy = ACCOUNT_ATTEMPT_POLICY
/** A device is remembered for its member this long after its last successful login. */
export const LOGIN_DEVICE_RETENTION_DAYS = 180
export const LOGIN_DEVICE_RETENTION_MS = LOGIN_DEVICE_RETENTION_DAYS * 24 * 60 * MINUTE_MS

/** Where the devices members logged in from are kept (only the device token's hash). */
export interface LoginDeviceRepository {
  /** Whether the device logged in as the member since `since` (epoch ms). */
  isKnown(tokenHash: string, memberId: string, since: number): boolean
  remember(tokenHash: string, memberId: string, at: number): void
  /** Forgets devices whose last login is older than `before`; how many. */
  prune(before: number): number
}

/** One attempt to use an account's credentials (log in; later sign up or reset a password). */
export interface CredentialAttempt {
  email: string
  /** The client's address as the server sees it (TRUST_PROXY decides whether a proxy's word counts). */
  clientAddress: string
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined
}

const DEVICE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/**
 * The limits on credential attempts, one service for login (and, once they
 * exist, sign-up and password reset): per account and per client address,
 * with waits that grow with each failure. A member's usual device — a
 * browser that logged in as that member before (a random token in an
 * HttpOnly cookie) — answers only to its own count, so an attack on an
 * account never locks its owner out of the browser they use.
 */
export class CredentialGuard {
  constructor(
    private readonly limiter: AttemptLimiter,
    private readonly devices: LoginDeviceRepository,
    private readonly members: Pick<MemberDirectory, 'findIdByEmail'>,
    private readonly now: () => number = Date.now,
  ) {}

  private knownDeviceHash(attempt: CredentialAttempt): string | null {
    const token = attempt.deviceToken
    if (!token || !DEVICE_TOKEN_SHAPE.test(token)) return null
    const memberId = this.members.findIdByEmail(attempt.email.trim())
    const hash = hashToken(token)
    return memberId && this.devices.isKnown(hash, memberId, this.now() - LOGIN_DEVICE_RETENTION_MS) ? hash : null
  }

  /** What the attempt is counted against: the known device alone, or the account and the client address. */
  private subjectsOf(attempt: CredentialAttempt, action: string): AttemptSubject[] {
    const device = this.knownDeviceHash(attempt)
    if (device) return [{ key: subjectKey(`${action}:device`, device), policy: DEVICE_ATTEMPT_POLICY }]
    return [
      { key: subjectKey(`${action}:account`, attempt.email.trim().toLowerCase()), policy: ACCOUNT_ATTEMPT_POLICY },
      { key: subjectKey(`${action}:address`, attempt.clientAddress), policy: CLIENT_ADDRESS_ATTEMPT_POLICY },
    ]
  }

  /** Whether the attempt may go ahead now (check before verifying anything). */
  check(attempt: CredentialAttempt, action = 'credentials'): AttemptVerdict {
    return this.limiter.check(this.subjectsOf(attempt, action))
  }

  /** Counts a failed attempt (wrong password, unknown e-mail). */
  failed(attempt: CredentialAttempt, action = 'credentials'): void {
    this.limiter.fail(this.subjectsOf(attempt, action))
  }

  /**
   * The member got in: the device is remembered as theirs. Returns the device
   * token the browser keeps. No count is cleared — not the client address's
   * (an attacker's own login would reset it), nor the account's (the owner
   * getting in does not stop whoever is guessing): they fade with time.
   */
  succeeded(attempt: CredentialAttempt, memberId: string): string {
    const token = attempt.deviceToken && DEVICE_TOKEN_SHAPE.test(attempt.deviceToken) ? attempt.deviceToken : crypto.randomBytes(32).toString('base64url')
    this.devices.remember(hashToken(token), memberId, this.now())
    return token
  }

  /** Forgets devices not used to log in for {@link LOGIN_DEVICE_RETENTION_DAYS} (the maintenance job); how many. */
  pruneDevices(): number {
    return this.devices.prune(this.now() - LOGIN_DEVICE_RETENTION_MS)
  }
}
