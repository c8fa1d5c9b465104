import crypto from 'node:crypto'

/** What an e-mailed one-time link is for. */
export type TokenPurpose = 'activation' | 'password-reset'

/** A one-time token as stored: only its hash, never the token. */
export interface StoredToken {
  tokenHash: string
  purpose: TokenPurpose
  email: string
  memberId: string | null
  /** JSON the purpose needs (the sign-up's member draft); null when none. */
  payload: string | null
  createdAt: string
  expiresAt: string
}

/** Where one-time tokens are kept. */
export interface TokenRepository {
  insert(token: StoredToken): void
  /**
   * Marks a live, unused token of the purpose as used and returns it (one
   * statement: two concurrent uses cannot both succeed); null otherwise.
   */
  consume(tokenHash: string, purpose: TokenPurpose, now: string): StoredToken | null
  /** Drops tokens expired before `now`. */
  prune(now: string): void
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

/**
 * One-time tokens of e-mailed links (account activation, password reset):
 * 32 random bytes in the link, their SHA-256 in the database, a lifetime, used once.
 */
export class OneTimeTokens {
  constructor(
    private readonly store: TokenRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  issue(purpose: TokenPurpose, fields: { email: string; memberId?: string | null; payload?: unknown }, lifetimeSeconds: number): string {
    const token = crypto.randomBytes(32).toString('base64url')
    const created = this.now()
    this.store.prune(created.toISOString())
    this.store.insert({
      tokenHash: hashToken(token),
      purpose,
      email: fields.email,
      memberId: fields.memberId ?? null,
      payload: fields.payload === undefined ? null : JSON.stringify(fields.payload),
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + lifetimeSeconds * 1000).toISOString(),
    })
    return token
  }

  /** The token's record when it is live and unused (it is then used up); null for anything else. */
  consume(purpose: TokenPurpose, token: string): StoredToken | null {
    if (!TOKEN_SHAPE.test(token)) return null
    return this.store.consume(hashToken(token), purpose, this.now().toISOString())
  }
}
