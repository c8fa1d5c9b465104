import { http } from '../../commerce/http'
import type { HttpClient } from '../../commerce/http'
import { ERROR_LOG_DOCUMENT_SCHEMA } from '../../config/constants'

/** An error-log document (storefront-shell §3): slug, context, error. */
export interface ErrorLogDocument {
  slug: string
  context: string
  error: string
}

/** The two error-log calls of storefront-shell §7. */
export interface ErrorLogClient {
  /** GET /api/dataentities/log/search — documents with this slug and context. */
  search(slug: string, context: string): Promise<unknown[]>
  /** POST /api/dataentities/log/documents. */
  create(document: ErrorLogDocument): Promise<void>
}

const ERROR_TEXT_MAX = 4000

/** The text stored for an error: name, message and stack (bounded). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`
    const stack = error.stack && !error.stack.startsWith(head) ? `${head}\n${error.stack}` : (error.stack ?? head)
    return stack.slice(0, ERROR_TEXT_MAX)
  }
  if (typeof error === 'string') return error.slice(0, ERROR_TEXT_MAX)
  try {
    return JSON.stringify(error).slice(0, ERROR_TEXT_MAX)
  } catch {
    return String(error).slice(0, ERROR_TEXT_MAX)
  }
}

/**
 * Logs a document unless one with the same slug and context exists: the
 * search runs first and the document is created only when it finds none.
 * Never throws (logging must not break the page); resolves to whether a
 * document was created.
 */
export async function logErrorDocument(client: ErrorLogClient, document: ErrorLogDocument): Promise<boolean> {
  try {
    const existing = await client.search(document.slug, document.context)
    if (existing.length > 0) return false
    await client.create(document)
    return true
  } catch (failure) {
    console.error('[error-log] could not log an error', failure)
    return false
  }
}

/** The error-log client over the store's HTTP client (anti-forgery header on writes). */
export function createErrorLogClient(client: HttpClient = http): ErrorLogClient {
  return {
    async search(slug, context) {
      const body = await client.get<unknown>('/api/dataentities/log/search', {
        query: { _schema: ERROR_LOG_DOCUMENT_SCHEMA, _fields: 'id,slug,context', _where: `slug=${whereValue(slug)} AND context=${whereValue(context)}` },
      })
      return Array.isArray(body) ? body : []
    },
    async create(document) {
      await client.post('/api/dataentities/log/documents', document, { query: { _schema: ERROR_LOG_DOCUMENT_SCHEMA } })
    },
  }
}

/** Quotes a value for a Master-Data `_where` clause. */
const whereValue = (value: string): string => `"${value.replace(/["\\]/g, '')}"`
