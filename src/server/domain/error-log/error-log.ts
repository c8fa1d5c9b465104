import crypto from 'node:crypto'
import type { Db } from '../../storage/database'
import { HttpError } from '../../http/errors'
import type { ErrorLogDocument, ErrorLogInput } from '../../../contracts/error-log'

export type { ErrorLogDocument, ErrorLogInput } from '../../../contracts/error-log'

/** The one schema of the `log` data entity the store uses. */
export const ERROR_LOG_SCHEMA = 'pdp'
/** Documents kept at most; beyond it new errors are refused (the table cannot grow without bound). */
export const ERROR_LOG_MAX_DOCUMENTS = 20_000

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

/** Master-Data-like store of error documents, one per (schema, slug, context). */
export class ErrorLogRepository {
  constructor(
    private readonly db: Db,
    private readonly maxDocuments: number = ERROR_LOG_MAX_DOCUMENTS,
  ) {}

  search(schema: string, filter: { slug?: string; context?: string }): ErrorLogDocument[] {
    const clauses = ['schema_name = @schema']
    if (filter.slug !== undefined) clauses.push('slug = @slug')
    if (filter.context !== undefined) clauses.push('context = @context')
    const rows = this.db
      .prepare(`SELECT * FROM error_log_documents WHERE ${clauses.join(' AND ')} ORDER BY created_at, id LIMIT 100`)
      .all({ schema, slug: filter.slug ?? null, context: filter.context ?? null }) as Row[]
    return rows.map(toDocument)
  }

  /** Creates the document unless one with the same slug and context exists (then returns that one). */
  createIfAbsent(schema: string, input: ErrorLogInput): { created: boolean; document: ErrorLogDocument } {
    return this.db.transaction(() => {
      const existing = this.db
        .prepare('SELECT * FROM error_log_documents WHERE schema_name = ? AND slug = ? AND context = ?')
        .get(schema, input.slug, input.context) as Row | undefined
      if (existing) return { created: false, document: toDocument(existing) }
      const { n } = this.db.prepare('SELECT COUNT(*) AS n FROM error_log_documents').get() as { n: number }
      if (n >= this.maxDocuments) throw new HttpError(429, 'LOG_FULL', 'Error log is full')
      const row: Row = {
        id: crypto.randomUUID(),
        slug: input.slug,
        context: input.context,
        error: input.error,
        created_at: new Date().toISOString(),
      }
      this.db
        .prepare('INSERT INTO error_log_documents (id, schema_name, slug, context, error, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(row.id, schema, row.slug, row.context, row.error, row.created_at)
      return { created: true, document: toDocument(row) }
    })()
  }
}

/**
 * Parses a Master Data `_where` on slug and context, e.g.
 * `slug=/tenis-x/p AND context=addToCart` or `(slug="a b" AND context='c')`.
 * Returns null for anything else.
 */
export function parseLogWhere(where: string): { slug?: string; context?: string } | null {
  let text = where.trim()
  if (text.startsWith('(') && text.endsWith(')')) text = text.slice(1, -1).trim()
  if (!text) return null
  const filter: { slug?: string; context?: string } = {}
  for (const clause of text.split(/\s+AND\s+/i)) {
    const match = /^\s*(slug|context)\s*=\s*(.*?)\s*$/.exec(clause)
    if (!match) return null
    const [, field, rawValue] = match
    const quoted = /^"(.*)"$|^'(.*)'$/.exec(rawValue)
    // Unquoted values are single words (as in Master Data); quote values with spaces.
    if (!quoted && /\s/.test(rawValue)) return null
    const value = quoted ? (quoted[1] ?? quoted[2]) : rawValue
    if (value === '' || (field as 'slug' | 'context') in filter) return null
    filter[field as 'slug' | 'context'] = value
  }
  return filter
}
