import crypto from 'node:crypto'
import type { ErrorLogDocument, ErrorLogInput } from '../../../contracts/error-log'

export type { ErrorLogDocument, ErrorLogInput } from '../../../contracts/error-log'

/** The one schema of the `log` data entity the store uses. */
export const ERROR_LOG_SCHEMA = 'pdp'
/** Documents kept at most; beyond it new errors are refused (the table cannot grow without bound). */
export const ERROR_LOG_MAX_DOCUMENTS = 20_000

export interface ErrorLogFilter {
  slug?: string
  context?: string
}

/** Where error documents are kept. */
export interface ErrorLogRepository {
  /** Runs `work` in one transaction: an error inside writes nothing. */
  transaction<T>(work: () => T): T
  search(schema: string, filter: ErrorLogFilter): ErrorLogDocument[]
  find(schema: string, slug: string, context: string): ErrorLogDocument | null
  count(): number
  insert(schema: string, document: ErrorLogDocument): void
}

/** The log holds its maximum of documents. */
export class ErrorLogFullError extends Error {
  constructor() {
    super('Error log is full')
    this.name = 'ErrorLogFullError'
  }
}

/** Master-Data-like log of error documents, one per (schema, slug, context). */
export class ErrorLog {
  constructor(
    private readonly store: ErrorLogRepository,
    private readonly maxDocuments: number = ERROR_LOG_MAX_DOCUMENTS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  search(schema: string, filter: ErrorLogFilter): ErrorLogDocument[] {
    return this.store.search(schema, filter)
  }

  /** Creates the document unless one with the same slug and context exists (then returns that one). */
  createIfAbsent(schema: string, input: ErrorLogInput): { created: boolean; document: ErrorLogDocument } {
    return this.store.transaction(() => {
      const existing = this.store.find(schema, input.slug, input.context)
      if (existing) return { created: false, document: existing }
      if (this.store.count() >= this.maxDocuments) throw new ErrorLogFullError()
      const document: ErrorLogDocument = {
        id: crypto.randomUUID(),
        slug: input.slug,
        context: input.context,
        error: input.error,
        createdIn: this.now().toISOString(),
      }
      this.store.insert(schema, document)
      return { created: true, document }
    })
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
