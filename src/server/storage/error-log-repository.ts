import type { ErrorLogDocument } from '../../contracts/error-log'
import type { ErrorLogFilter, ErrorLogRepository } from '../domain/error-log/error-log'
import type { Db } from './database'

interface Row {
  id: string
  slug: string
  context: string
  error: string
  created_at: string
}

const toDocument = (row: Row): ErrorLogDocument => ({
  id: row.id,
  slug: row.slug,
  context: row.context,
  error: row.error,
  createdIn: row.created_at,
})

/** Error documents of the `log` data entity, unique per (schema, slug, context). */
export class SqliteErrorLogRepository implements ErrorLogRepository {
  private readonly findStatement
  private readonly countStatement
  private readonly insertStatement

  constructor(private readonly db: Db) {
    this.findStatement = db.prepare('SELECT * FROM error_log_documents WHERE schema_name = ? AND slug = ? AND context = ?')
    this.countStatement = db.prepare('SELECT COUNT(*) AS n FROM error_log_documents')
    this.insertStatement = db.prepare('INSERT INTO error_log_documents (id, schema_name, slug, context, error, created_at) VALUES (?, ?, ?, ?, ?, ?)')
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)()
  }

  /** Documents of a schema matching the filter (first 100, oldest first). */
  search(schema: string, filter: ErrorLogFilter): ErrorLogDocument[] {
    const clauses = ['schema_name = @schema']
    if (filter.slug !== undefined) clauses.push('slug = @slug')
    if (filter.context !== undefined) clauses.push('context = @context')
    const rows = this.db
      .prepare(`SELECT * FROM error_log_documents WHERE ${clauses.join(' AND ')} ORDER BY created_at, id LIMIT 100`)
      .all({ schema, slug: filter.slug ?? null, context: filter.context ?? null }) as Row[]
    return rows.map(toDocument)
  }

  find(schema: string, slug: string, context: string): ErrorLogDocument | null {
    const row = this.findStatement.get(schema, slug, context) as Row | undefined
    return row ? toDocument(row) : null
  }

  count(): number {
    return (this.countStatement.get() as { n: number }).n
  }

  insert(schema: string, document: ErrorLogDocument): void {
    this.insertStatement.run(document.id, schema, document.slug, document.context, document.error, document.createdIn)
  }
}
