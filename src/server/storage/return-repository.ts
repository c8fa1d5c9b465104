import type { ReturnStore, StoredReturnRequest } from '../domain/returns/requests'
import type { Db } from './database'

/** Exchange and return requests as JSON documents with their owner and order. */
export class ReturnRepository implements ReturnStore {
  private readonly insertStatement
  private readonly getStatement
  private readonly byMemberStatement
  private readonly byOrderStatement

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare('INSERT INTO return_requests (id, member_id, order_id, status, created_at, json) VALUES (?, ?, ?, ?, ?, ?)')
    this.getStatement = db.prepare('SELECT json FROM return_requests WHERE id = ?')
    this.byMemberStatement = db.prepare('SELECT json FROM return_requests WHERE member_id = ? ORDER BY created_at DESC, rowid DESC')
    this.byOrderStatement = db.prepare('SELECT json FROM return_requests WHERE order_id = ?')
  }

  insert(request: StoredReturnRequest): void {
    this.insertStatement.run(request.id, request.memberId, request.orderId, request.status, request.createdAt, JSON.stringify(request))
  }

  get(id: string): StoredReturnRequest | null {
    const row = this.getStatement.get(id) as { json: string } | undefined
    return row ? (JSON.parse(row.json) as StoredReturnRequest) : null
  }

  listByMember(memberId: string): StoredReturnRequest[] {
    return (this.byMemberStatement.all(memberId) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredReturnRequest)
  }

  listByOrder(orderId: string): StoredReturnRequest[] {
    return (this.byOrderStatement.all(orderId) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredReturnRequest)
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }
}
