import type { ConsentChoice } from '../../../contracts/consent'
import type { Db } from '../../../server/storage/database'

interface ConsentRow {
  analytics: number
  personalisation: number
  version: number
  decided_at: string
}

/** The member_consents table: one choice per member, the latest. */
export class SqliteConsentRepository {
  constructor(private readonly db: Db) {}

  find(memberId: string): ConsentChoice | null {
    const row = this.db.prepare('SELECT analytics, personalisation, version, decided_at FROM member_consents WHERE member_id = ?').get(memberId) as ConsentRow | undefined
    return row ? { purposes: { analytics: row.analytics === 1, personalisation: row.personalisation === 1 }, version: row.version, decidedAt: row.decided_at } : null
  }

  save(memberId: string, choice: ConsentChoice, recordedAt: string): void {
    this.db
      .prepare(
        `INSERT INTO member_consents (member_id, analytics, personalisation, version, decided_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (member_id) DO UPDATE SET analytics = excluded.analytics, personalisation = excluded.personalisation,
           version = excluded.version, decided_at = excluded.decided_at, recorded_at = excluded.recorded_at`,
      )
      .run(memberId, choice.purposes.analytics ? 1 : 0, choice.purposes.personalisation ? 1 : 0, choice.version, choice.decidedAt, recordedAt)
  }
}
