import type { CashbackEntry, CashbackRepository, NewCashbackEntry } from './service'
import type { Db } from '../../../server/storage/database'

interface EntryRow {
  id: number
  kind: 'credit' | 'debit'
  amount_cents: number
  order_id: string | null
  description: string
  created_at: string
}

/** The balance of a member's cashback ledger (credits minus debits), in cents. */
const CASHBACK_BALANCE_SQL = `SELECT COALESCE(SUM(CASE kind WHEN 'credit' THEN amount_cents ELSE -amount_cents END), 0) AS balance
  FROM cashback_entries WHERE member_id = ?`

/** The cashback ledger (table cashback_entries): one row per credit or debit. */
export class SqliteCashbackRepository implements CashbackRepository {
  private readonly entriesStatement
  private readonly balanceStatement
  private readonly insertStatement

  constructor(private readonly db: Db) {
    this.entriesStatement = db.prepare(
      'SELECT id, kind, amount_cents, order_id, description, created_at FROM cashback_entries WHERE member_id = ? ORDER BY created_at DESC, id DESC',
    )
    this.balanceStatement = db.prepare(CASHBACK_BALANCE_SQL)
    this.insertStatement = db.prepare(`INSERT INTO cashback_entries (member_id, kind, amount_cents, order_id, description, created_at)
      VALUES (@memberId, @kind, @amount, @orderId, @description, @createdAt) ON CONFLICT DO NOTHING`)
  }

  entries(memberId: string): CashbackEntry[] {
    return (this.entriesStatement.all(memberId) as EntryRow[]).map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount_cents,
      orderId: row.order_id,
      description: row.description,
      createdAt: row.created_at,
    }))
  }

  balance(memberId: string): number {
    return (this.balanceStatement.get(memberId) as { balance: number }).balance
  }

  /** Whether the member has any entry (a demo seed writes an opening balance only to a member without one). */
  hasEntries(memberId: string): boolean {
    return this.db.prepare('SELECT 1 FROM cashback_entries WHERE member_id = ? LIMIT 1').get(memberId) !== undefined
  }

  insert(entry: NewCashbackEntry): boolean {
    return this.insertStatement.run(entry).changes === 1
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }
}
