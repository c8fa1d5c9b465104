import crypto from 'node:crypto'
import { LOGIN_SESSION_SECONDS } from '../../../config/constants'
import type { Member, SessionRepository } from './types'

/** Tokens are random; only their SHA-256 is stored, so a copy of the database opens no session. */
function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export interface NewSession {
  token: string
  expiresAt: Date
}

/** Login sessions: random tokens with a lifetime, kept (hashed) in a session store. */
export class LoginSessions {
  constructor(
    private readonly store: SessionRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly lifetimeSeconds: number = LOGIN_SESSION_SECONDS,
  ) {}

  create(memberId: string): NewSession {
    const token = crypto.randomBytes(32).toString('base64url')
    const created = this.now()
    const expiresAt = new Date(created.getTime() + this.lifetimeSeconds * 1000)
    this.store.insert({ tokenHash: hashToken(token), memberId, createdAt: created.toISOString(), expiresAt: expiresAt.toISOString() })
    return { token, expiresAt }
  }

  /** The member of a live session, or null for an unknown, malformed or expired token. */
  memberFor(token: string | undefined): Member | null {
    if (!token || !TOKEN_SHAPE.test(token)) return null
    return this.store.memberByTokenHash(hashToken(token), this.now().toISOString())
  }

  /** Ends every session of the member (after a password reset: a stolen session dies with the old password). */
  deleteAllOf(memberId: string): void {
    this.store.deleteByMember(memberId)
  }

  /** Ends a session; unknown tokens are ignored. */
  delete(token: string | undefined): void {
    if (!token || !TOKEN_SHAPE.test(token)) return
    this.store.deleteByTokenHash(hashToken(token))
  }
}
