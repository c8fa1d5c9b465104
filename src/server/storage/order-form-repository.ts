import type { OrderForm } from '../../contracts/checkout'
import type { OrderFormStore, StoredCart } from '../domain/checkout/env'
import { OrderFormNotFoundError } from '../domain/checkout/errors'
import type { CartState } from '../domain/checkout/personal-data'
import type { Db } from './database'

export { OrderFormNotFoundError } from '../domain/checkout/errors'

interface Row {
  json: string
  version: number
  owner_key: string | null
}

/**
 * Carts as JSON documents with a version and the key of the session that
 * owns their personal data. Every change is one IMMEDIATE transaction: read,
 * apply a pure function, write back — a rejected change (the function
 * throws) writes nothing. A cart is stored on its first write.
 */
export class OrderFormRepository implements OrderFormStore {
  private readonly selectStatement
  private readonly insertStatement
  private readonly updateStatement
  private readonly deleteAnonymousStatement

  constructor(private readonly db: Db) {
    this.selectStatement = db.prepare('SELECT json, version, owner_key FROM order_forms WHERE id = ?')
    this.insertStatement = db.prepare(
      'INSERT INTO order_forms (id, json, version, owner_key, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)',
    )
    this.updateStatement = db.prepare('UPDATE order_forms SET json = ?, owner_key = ?, version = version + 1, updated_at = ? WHERE id = ?')
    // A member's cart: its profile carries a member's e-mail (members.email compares without case).
    this.deleteAnonymousStatement = db.prepare(`DELETE FROM order_forms WHERE updated_at < ? AND NOT EXISTS (
      SELECT 1 FROM members m WHERE m.email = json_extract(order_forms.json, '$.clientProfileData.email'))`)
  }

  private row(orderFormId: string): Row | undefined {
    return this.selectStatement.get(orderFormId) as Row | undefined
  }

  find(orderFormId: string): StoredCart | undefined {
    const row = this.row(orderFormId)
    return row ? { orderForm: JSON.parse(row.json) as OrderForm, json: row.json, ownerKey: row.owner_key } : undefined
  }

  get(orderFormId: string): OrderForm | undefined {
    return this.find(orderFormId)?.orderForm
  }

  change(orderFormId: string, change: (current: CartState) => CartState, options: { create?: OrderForm } = {}, now: Date = new Date()): StoredCart {
    const run = this.db.transaction((): StoredCart => {
      const row = this.row(orderFormId)
      if (!row && !options.create) throw new OrderFormNotFoundError(orderFormId)
      const current: CartState = row ? { orderForm: JSON.parse(row.json) as OrderForm, ownerKey: row.owner_key } : { orderForm: options.create as OrderForm, ownerKey: null }
      const next = change(current)
      const json = JSON.stringify(next.orderForm)
      const at = now.toISOString()
      if (!row) this.insertStatement.run(orderFormId, json, next.ownerKey, at, at)
      else if (json !== row.json || next.ownerKey !== row.owner_key) this.updateStatement.run(json, next.ownerKey, at, orderFormId)
      return { ...next, json }
    })
    return run.immediate()
  }

  deleteAnonymousBefore(cutoff: Date): number {
    return this.deleteAnonymousStatement.run(cutoff.toISOString()).changes
  }
}
