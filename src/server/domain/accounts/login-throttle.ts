/**
 * Slows password guessing: after `maxFailures` failed logins for one e-mail
 * within `windowMs`, further attempts for it are refused until the window ends.
 * Kept in memory (one process); a success clears the e-mail's count.
 */
export const LOGIN_MAX_FAILURES = 10
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000

export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>()

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private key(email: string): string {
    return email.trim().toLowerCase()
  }

  isBlocked(email: string): boolean {
    const entry = this.failures.get(this.key(email))
    if (!entry) return false
    if (this.now() - entry.since > this.windowMs) {
      this.failures.delete(this.key(email))
      return false
    }
    return entry.count >= this.maxFailures
  }

  recordFailure(email: string): void {
    const key = this.key(email)
    const entry = this.failures.get(key)
    if (!entry || this.now() - entry.since > this.windowMs) this.failures.set(key, { count: 1, since: this.now() })
    else entry.count += 1
    if (this.failures.size > 10_000) {
      const oldest = this.failures.keys().next().value
      if (oldest !== undefined) this.failures.delete(oldest)
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(this.key(email))
  }
}
