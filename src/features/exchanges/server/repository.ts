import type { ExchangeRepository, StoredExchangeRequest } from './service'
import type { Db } from '../../../server/storage/database'

/** Exchange and return requests as JSON documents with their owner and order. */
export class SqliteExchangeRepository implements ExchangeRepository {
  private readonly insertStatement
  private readonly getStatement
  private readonly byMemberStatement
  private readonly byOrderStatement

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare('INSERT INTO exchange_requests (id, member_id, order_id, status, created_at, json) VALUES (?, ?, ?, ?, ?, ?)')
    this.getStatement = db.prepare('SELECT json FROM exchange_requests WHERE id = ?')
    this.byMemberStatement = db.prepare('SELECT json FROM exchange_requests WHERE member_id = ? ORDER BY created_at DESC, rowid DESC')
    this.byOrderStatement = db.prepare('SELECT json FROM exchange_requests WHERE order_id = ?')
  }

  insert(request: StoredExchangeRequest): void {
    this.insertStatement.run(request.id, request.memberId, request.orderId, request.status, request.createdAt, JSON.stringify(request))
  }

  get(id: string): StoredExchangeRequest | null {
    const row = this.getStatement.get(id) as { json: string } | undefined
    return row ? (JSON.parse(row.json) as StoredExchangeRequest) : null
  }

  listByMember(memberId: string): StoredExchangeRequest[] {
    return (this.byMemberStatement.all(memberId) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredExchangeRequest)
  }

  listByOrder(orderId: string): StoredExchangeRequest[] {
    return (this.byOrderStatement.all(orderId) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredExchangeRequest)
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }
}
