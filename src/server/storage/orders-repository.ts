import type { OrderStore, StoredOrder } from '../domain/orders/types'
import type { Db } from './database'

/** Orders as JSON documents with their owner, newest first per member. */
export class OrderRepository implements OrderStore {
  private readonly insertStatement
  private readonly getStatement
  private readonly byMemberStatement

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare('INSERT INTO orders (order_id, member_id, created_at, status, json) VALUES (?, ?, ?, ?, ?)')
    this.getStatement = db.prepare('SELECT json FROM orders WHERE order_id = ?')
    this.byMemberStatement = db.prepare('SELECT json FROM orders WHERE member_id = ? ORDER BY created_at DESC, order_id')
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  /** Stores a new order (an order id already stored is refused by the primary key). */
  create(order: StoredOrder): void {
    this.insertStatement.run(order.orderId, order.memberId, order.creationDate, order.status, JSON.stringify(order))
  }

  get(orderId: string): StoredOrder | null {
    const row = this.getStatement.get(orderId) as { json: string } | undefined
    return row ? (JSON.parse(row.json) as StoredOrder) : null
  }

  /** The member's orders, newest first. */
  listByMember(memberId: string): StoredOrder[] {
    return (this.byMemberStatement.all(memberId) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredOrder)
  }
}
