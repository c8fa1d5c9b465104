import { openDatabase, type Db } from '../../../storage/database'
import { SqliteAttemptRepository } from '../../../storage/attempt-repository'
import { AttemptLimiter, waitBeforeNextAttempt, type AttemptPolicy } from '../attempts'
import { subjectKey } from '../subject-key'

const POLICY: AttemptPolicy = { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 10_000, forgetAfterMs: 60_000 }

describe('waitBeforeNextAttempt', () => {
  it('is free for the first failures, then doubles from the first delay up to the maximum', () => {
    const at = 1_000_000
    const wait = (failures: number) => waitBeforeNextAttempt({ failures, lastFailureAt: at }, POLICY, at)
    expect([0, 1, 2].map(wait)).toEqual([0, 0, 0])
    expect([3, 4, 5, 6, 7, 50].map(wait)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000])
    expect(waitBeforeNextAttempt(undefined, POLICY, at)).toBe(0)
  })

  it('counts the wait from the last failure, and forgets failures after forgetAfterMs', () => {
    const record = { failures: 4, lastFailureAt: 0 }
    expect(waitBeforeNextAttempt(record, POLICY, 500)).toBe(1_500)
    expect(waitBeforeNextAttempt(record, POLICY, 2_000)).toBe(0)
    expect(waitBeforeNextAttempt({ failures: 100, lastFailureAt: 0 }, POLICY, 60_001)).toBe(0)
  })
})

describe('AttemptLimiter over the database', () => {
  let db: Db
  let now: number
  let limiter: AttemptLimiter
  const subject = { key: subjectKey('test', 'victim@example.com'), policy: POLICY }

  beforeEach(() => {
    db = openDatabase(':memory:')
    now = 5_000_000
    limiter = new AttemptLimiter(new SqliteAttemptRepository(db), () => now)
  })

  afterEach(() => db.close())

  it('refuses with the longest wait of its subjects, and allows again once it has passed', () => {
    const other = { key: subjectKey('test', 'other'), policy: { ...POLICY, freeFailures: 1 } }
    for (let i = 0; i < 3; i++) limiter.fail([subject, other])
    expect(limiter.check([subject])).toEqual({ allowed: false, retryAfterMs: 1_000 })
    expect(limiter.check([subject, other])).toEqual({ allowed: false, retryAfterMs: 4_000 })
    now += 4_000
    expect(limiter.check([subject, other])).toEqual({ allowed: true })
  })

  it('starts counting again after the failures are forgotten', () => {
    for (let i = 0; i < 5; i++) limiter.fail([subject])
    now += POLICY.forgetAfterMs + 1
    limiter.fail([subject])
    expect(new SqliteAttemptRepository(db).get(subject.key)?.failures).toBe(1)
  })

  it('keeps a subject’s count however many other subjects fail (nothing is evicted)', () => {
    for (let i = 0; i < 5; i++) limiter.fail([subject])
    db.transaction(() => {
      for (let i = 0; i < 20_000; i++) limiter.fail([{ key: subjectKey('test', `flood-${i}@example.com`), policy: POLICY }])
    })()
    expect(limiter.check([subject])).toEqual({ allowed: false, retryAfterMs: 4_000 })
  })

  it('prunes only subjects whose last failure is old, and stores no e-mail', () => {
    limiter.fail([subject])
    now += 2 * POLICY.forgetAfterMs
    limiter.fail([{ key: subjectKey('test', 'recent'), policy: POLICY }])
    expect(limiter.prune(POLICY.forgetAfterMs)).toBe(1)
    const keys = (db.prepare('SELECT key FROM attempts').all() as Array<{ key: string }>).map((row) => row.key)
    expect(keys).toEqual([subjectKey('test', 'recent')])
    expect(keys.join()).not.toContain('@')
  })
})
