import type { OrderRepository, StoredOrder } from '../domain/orders/types'
import { upgradeStoredOrder } from '../domain/orders/stored'
import type { Db } from './database'

const parse = (row: { json: string }): StoredOrder => upgradeStoredOrder(JSON.parse(row.json) as Record<string, unknown>)

/** Orders as JSON documents with their owner, group, buyer e-mail and placement state. */
export class SqliteOrderRepository implements OrderRepository {
  private readonly insertStatement
  private readonly updateStatement
  private readonly getStatement
  private readonly byGroupStatement
  private readonly byMemberStatement

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare(
      'INSERT INTO orders (order_id, order_group, member_id, email, state, created_at, status, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    this.updateStatement = db.prepare('UPDATE orders SET member_id = ?, email = ?, state = ?, status = ?, json = ? WHERE order_id = ?')
    this.getStatement = db.prepare('SELECT json FROM orders WHERE order_id = ?')
    this.byGroupStatement = db.prepare('SELECT json FROM orders WHERE order_group = ? ORDER BY order_id')
    this.byMemberStatement = db.prepare("SELECT json FROM orders WHERE member_id = ? AND state = 'placed' ORDER BY created_at DESC, order_id")
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  /** Stores a new order (an order id already stored is refused by the primary key). */
  create(order: StoredOrder): void {
    this.insertStatement.run(order.orderId, order.orderGroup, order.memberId, order.email, order.state, order.creationDate, order.status, JSON.stringify(order))
  }

  update(order: StoredOrder): void {
    const { changes } = this.updateStatement.run(order.memberId, order.email, order.state, order.status, JSON.stringify(order), order.orderId)
    if (changes === 0) throw new Error(`order ${order.orderId} not found`)
  }

  get(orderId: string): StoredOrder | null {
    const row = this.getStatement.get(orderId) as { json: string } | undefined
    return row ? parse(row) : null
  }

  byGroup(orderGroup: string): StoredOrder[] {
    return (this.byGroupStatement.all(orderGroup) as Array<{ json: string }>).map(parse)
  }

  /** The member's placed orders, newest first. */
  listByMember(memberId: string): StoredOrder[] {
    return (this.byMemberStatement.all(memberId) as Array<{ json: string }>).map(parse)
  }

  /** Every order of the member or bought with this e-mail, in any state (erasing an account). */
  everyOrderOf(memberId: string, email: string): StoredOrder[] {
    const rows = this.db.prepare('SELECT json FROM orders WHERE member_id = ? OR email = ? ORDER BY created_at, order_id').all(memberId, email) as Array<{ json: string }>
    return rows.map(parse)
  }
}
