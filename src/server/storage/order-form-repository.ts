import type { OrderForm } from '../../contracts/checkout'
import type { OrderFormStore } from '../domain/checkout/env'
import { OrderFormNotFoundError } from '../domain/checkout/errors'
import type { Db } from './database'

export { OrderFormNotFoundError } from '../domain/checkout/errors'

export interface StoredOrderForm {
  orderForm: OrderForm
  version: number
}

/**
 * Carts as JSON documents with a version. Every change is one IMMEDIATE
 * transaction: read, apply a pure function, write back — a rejected change
 * (the function throws) writes nothing.
 */
export class OrderFormRepository implements OrderFormStore {
  private readonly selectStatement
  private readonly insertStatement
  private readonly updateStatement

  constructor(private readonly db: Db) {
    this.selectStatement = db.prepare('SELECT json, version FROM order_forms WHERE id = ?')
    this.insertStatement = db.prepare(
      'INSERT INTO order_forms (id, json, version, created_at, updated_at) VALUES (?, ?, 1, ?, ?)',
    )
    this.updateStatement = db.prepare('UPDATE order_forms SET json = ?, version = version + 1, updated_at = ? WHERE id = ?')
  }

  find(orderFormId: string): StoredOrderForm | undefined {
    const row = this.selectStatement.get(orderFormId) as { json: string; version: number } | undefined
    return row ? { orderForm: JSON.parse(row.json) as OrderForm, version: row.version } : undefined
  }

  get(orderFormId: string): OrderForm | undefined {
    return this.find(orderFormId)?.orderForm
  }

  insert(orderForm: OrderForm, now: Date = new Date()): void {
    const at = now.toISOString()
    this.insertStatement.run(orderForm.orderFormId, JSON.stringify(orderForm), at, at)
  }

  /** The stored JSON text of a cart (no parse: for answering reads as they are). */
  findJson(orderFormId: string): string | undefined {
    return (this.selectStatement.get(orderFormId) as { json: string } | undefined)?.json
  }

  /**
   * Applies `change` to the stored orderForm inside one IMMEDIATE transaction
   * and stores the result (only when it differs). Throws
   * OrderFormNotFoundError for an unknown id; errors thrown by `change` roll back.
   * Returns the new orderForm and its JSON text.
   */
  change(orderFormId: string, change: (orderForm: OrderForm) => OrderForm, now: Date = new Date()): { orderForm: OrderForm; json: string } {
    const run = this.db.transaction(() => {
      const row = this.selectStatement.get(orderFormId) as { json: string } | undefined
      if (!row) throw new OrderFormNotFoundError(orderFormId)
      const orderForm = change(JSON.parse(row.json) as OrderForm)
      const json = JSON.stringify(orderForm)
      if (json !== row.json) this.updateStatement.run(json, now.toISOString(), orderFormId)
      return { orderForm, json }
    })
    return run.immediate()
  }

  /** `change`, returning only the new orderForm. */
  update(orderFormId: string, change: (orderForm: OrderForm) => OrderForm, now: Date = new Date()): OrderForm {
    return this.change(orderFormId, change, now).orderForm
  }
}
