import { upgradeStoredTransaction } from '../domain/payment/stored'
import type { PaymentRepository, PaymentTransaction } from '../domain/payment/types'
import type { Db } from './database'

const parse = (row: { json: string }): PaymentTransaction => upgradeStoredTransaction(JSON.parse(row.json) as Record<string, unknown>)

/** The test connector's transactions (never a card number: see domain/payment). */
export class SqlitePaymentRepository implements PaymentRepository {
  private readonly insertStatement
  private readonly updateStatement
  private readonly getStatement
  private readonly byGroupStatement
  private readonly pendingStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare('INSERT INTO payment_transactions (transaction_id, order_group, status, json, updated_at) VALUES (?, ?, ?, ?, ?)')
    this.updateStatement = db.prepare('UPDATE payment_transactions SET status = ?, json = ?, updated_at = ? WHERE transaction_id = ?')
    this.getStatement = db.prepare('SELECT json FROM payment_transactions WHERE transaction_id = ?')
    this.byGroupStatement = db.prepare('SELECT json FROM payment_transactions WHERE order_group = ? ORDER BY rowid DESC LIMIT 1')
    this.pendingStatement = db.prepare("SELECT json FROM payment_transactions WHERE status = 'pending'")
  }

  insert(transaction: PaymentTransaction): void {
    this.insertStatement.run(transaction.transactionId, transaction.orderGroup, transaction.status, JSON.stringify(transaction), transaction.updatedAt)
  }

  update(transaction: PaymentTransaction): void {
    const { changes } = this.updateStatement.run(transaction.status, JSON.stringify(transaction), transaction.updatedAt, transaction.transactionId)
    if (changes === 0) throw new Error(`payment transaction ${transaction.transactionId} not found`)
  }

  get(transactionId: string): PaymentTransaction | null {
    const row = this.getStatement.get(transactionId) as { json: string } | undefined
    return row ? parse(row) : null
  }

  byOrderGroup(orderGroup: string): PaymentTransaction | null {
    const row = this.byGroupStatement.get(orderGroup) as { json: string } | undefined
    return row ? parse(row) : null
  }

  pending(): PaymentTransaction[] {
    return (this.pendingStatement.all() as Array<{ json: string }>).map(parse)
  }
}
