/**
 * Attempt limits: each failure of a subject (an account, a client address, a
 * cart…) makes its next attempts wait longer. A few failures are free; past
 * them the wait starts at `firstDelayMs` and doubles with each further
 * failure up to `maxDelayMs`; a subject's failures are forgotten
 * `forgetAfterMs` after its last one. Counts live in an {@link AttemptRepository}
 * (the database: nothing is evicted to make room, so flooding other subjects
 * cannot reset one's count, and a restart forgets nothing).
 */
export interface AttemptPolicy {
  /** Failures allowed before any wait. */
  readonly freeFailures: number
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  readonly firstDelayMs: number
  readonly maxDelayMs: number
  /** Failures are forgotten this long after the last one. */
  readonly forgetAfterMs: number
}

/** Attempt counts are deleted a day after their last failure (every policy forgets them sooner). */
export const ATTEMPT_RECORDS_KEPT_MS = 24 * 60 * 60 * 1000

export interface AttemptRecord {
  failures: number
  /** Epoch ms of the last failure. */
  lastFailureAt: number
}

/** Where failure counts are kept, by subject key (the keys are opaque: hashes of what they name). */
export interface AttemptRepository {
  get(key: string): AttemptRecord | undefined
  /** Adds a failure at `at`, starting again from 1 when the last one is older than `forgetBefore`; the new record. */
  recordFailure(key: string, at: number, forgetBefore: number): AttemptRecord
  clear(key: string): void
  /** Removes subjects whose last failure is older than `before`; how many. */
  prune(before: number): number
}

/** A subject an attempt is counted against, and the policy it answers to. */
export interface AttemptSubject {
  readonly key: string
  readonly policy: AttemptPolicy
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number }

/** How long a subject with this record must still wait before its next attempt (0: it may try now). */
export function waitBeforeNextAttempt(record: AttemptRecord | undefined, policy: AttemptPolicy, now: number): number {
  if (!record || now - record.lastFailureAt > policy.forgetAfterMs) return 0
  const past = record.failures - policy.freeFailures
  if (past < 0) return 0
  const delay = Math.min(policy.firstDelayMs * 2 ** Math.min(past, 30), policy.maxDelayMs)
  return Math.max(0, record.lastFailureAt + delay - now)
}

export class AttemptLimiter {
  constructor(
    private readonly store: AttemptRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an attempt counted against all these subjects may go ahead now; if not, the longest wait. */
  check(subjects: readonly AttemptSubject[]): AttemptVerdict {
    const now = this.now()
    const wait = Math.max(0, ...subjects.map((subject) => waitBeforeNextAttempt(this.store.get(subject.key), subject.policy, now)))
    return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true }
  }

  /** Counts a failed attempt against each subject. */
  fail(subjects: readonly AttemptSubject[]): void {
    const now = this.now()
    for (const subject of subjects) this.store.recordFailure(subject.key, now, now - subject.policy.forgetAfterMs)
  }

  /** Forgets the failures of these subjects (e.g. the account, after its owner got in). */
  clear(subjects: readonly AttemptSubject[]): void {
    for (const subject of subjects) this.store.clear(subject.key)
  }

  /** Drops subjects whose failures are all older than `olderThanMs`. */
  prune(olderThanMs: number): number {
    return this.store.prune(this.now() - olderThanMs)
  }
}
