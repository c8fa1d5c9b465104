import type { CashbackEntry, CashbackStore, NewCashbackEntry } from '../domain/cashback/ledger'
import type { Db } from './database'
import { CASHBACK_BALANCE_SQL } from './member-repository'

interface EntryRow {
  id: number
  kind: 'credit' | 'debit'
  amount_cents: number
  order_id: string | null
  description: string
  created_at: string
}

/** The cashback ledger (table cashback_entries): one row per credit or debit. */
export class CashbackRepository implements CashbackStore {
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

  insert(entry: NewCashbackEntry): boolean {
    return this.insertStatement.run(entry).changes === 1
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }
}
