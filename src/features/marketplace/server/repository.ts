import type { SellerApplicationRepository, StoredSellerApplication } from './service'
import type { Db } from '../../../server/storage/database'

/** Marketplace seller applications as JSON documents, looked up by protocol and CNPJ. */
export class SqliteSellerApplicationRepository implements SellerApplicationRepository {
  private readonly insertStatement
  private readonly getStatement
  private readonly byCnpjStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare(
      'INSERT INTO seller_applications (protocol, cnpj, status, created_at, updated_at, json) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    )
    this.getStatement = db.prepare('SELECT json FROM seller_applications WHERE protocol = ?')
    this.byCnpjStatement = db.prepare('SELECT json FROM seller_applications WHERE cnpj = ? ORDER BY created_at DESC')
  }

  insert(application: StoredSellerApplication): boolean {
    const { protocol, cnpj, status, createdAt, updatedAt } = application
    return this.insertStatement.run(protocol, cnpj, status, createdAt, updatedAt, JSON.stringify(application)).changes === 1
  }

  get(protocol: string): StoredSellerApplication | null {
    const row = this.getStatement.get(protocol) as { json: string } | undefined
    return row ? (JSON.parse(row.json) as StoredSellerApplication) : null
  }

  listByCnpj(cnpj: string): StoredSellerApplication[] {
    return (this.byCnpjStatement.all(cnpj) as Array<{ json: string }>).map((row) => JSON.parse(row.json) as StoredSellerApplication)
  }
}
