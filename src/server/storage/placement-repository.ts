import type { Placement, PlacementRepository } from '../domain/orders/placement-store'
import type { Db } from './database'

const parse = (row: { json: string }): Placement => JSON.parse(row.json) as Placement

/** Placements (carts turned into order groups) as JSON documents, by order group and by cart. */
export class SqlitePlacementRepository implements PlacementRepository {
  private readonly insertStatement
  private readonly updateStatement
  private readonly getStatement
  private readonly latestStatement
  private readonly openStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare(
      'INSERT INTO order_placements (order_group, order_form_id, transaction_id, state, json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    this.updateStatement = db.prepare('UPDATE order_placements SET state = ?, json = ?, updated_at = ? WHERE order_group = ?')
    this.getStatement = db.prepare('SELECT json FROM order_placements WHERE order_group = ?')
    this.latestStatement = db.prepare('SELECT json FROM order_placements WHERE order_form_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    this.openStatement = db.prepare("SELECT json FROM order_placements WHERE state = 'created' AND created_at < ? ORDER BY created_at")
  }

  insert(placement: Placement): void {
    this.insertStatement.run(
      placement.orderGroup,
      placement.orderFormId,
      placement.transactionId,
      placement.state,
      JSON.stringify(placement),
      placement.createdAt,
      placement.updatedAt,
    )
  }

  update(placement: Placement): void {
    const { changes } = this.updateStatement.run(placement.state, JSON.stringify(placement), placement.updatedAt, placement.orderGroup)
    if (changes === 0) throw new Error(`placement ${placement.orderGroup} not found`)
  }

  get(orderGroup: string): Placement | null {
    const row = this.getStatement.get(orderGroup) as { json: string } | undefined
    return row ? parse(row) : null
  }

  latestForOrderForm(orderFormId: string): Placement | null {
    const row = this.latestStatement.get(orderFormId) as { json: string } | undefined
    return row ? parse(row) : null
  }

  createdBefore(instant: string): Placement[] {
    return (this.openStatement.all(instant) as Array<{ json: string }>).map(parse)
  }
}
