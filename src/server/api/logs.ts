import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ERROR_LOG_SCHEMA, ErrorLogFullError, parseLogWhere, type ErrorLog } from '../domain/error-log/error-log'
import { badRequest, HttpError } from '../http/errors'

const LOG_FIELD_MAX = 500
const LOG_ERROR_MAX = 8000

const searchQuery = z.object({
  _schema: z.literal(ERROR_LOG_SCHEMA, { errorMap: () => ({ message: `_schema must be ${ERROR_LOG_SCHEMA}` }) }),
  _where: z.string().max(2 * LOG_FIELD_MAX + 64).optional(),
  _fields: z.string().max(200).optional(),
  slug: z.string().min(1).max(LOG_FIELD_MAX).optional(),
  context: z.string().min(1).max(LOG_FIELD_MAX).optional(),
})

const documentBody = z.object({
  slug: z.string().trim().min(1).max(LOG_FIELD_MAX),
  context: z.string().trim().min(1).max(LOG_FIELD_MAX),
  error: z.union([z.string(), z.record(z.unknown()), z.array(z.unknown())]).transform((value) =>
    (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, LOG_ERROR_MAX),
  ),
})

const documentQuery = z.object({ _schema: z.literal(ERROR_LOG_SCHEMA).optional() })

/**
 * The storefront's error log, Master-Data style: search by slug and
 * context (schema pdp), then create the document only when none exists.
 */
export interface LogRoutesOptions {
  errorLog: ErrorLog
}

export async function logRoutes(app: FastifyInstance, { errorLog }: LogRoutesOptions): Promise<void> {

  app.get('/dataentities/log/search', async (request, reply) => {
    const query = searchQuery.parse(request.query ?? {})
    const fromWhere = query._where !== undefined ? parseLogWhere(query._where) : {}
    if (fromWhere === null) throw badRequest('_where must filter on slug and/or context, e.g. slug=x AND context=y', 'INVALID_WHERE')
    const filter = { slug: fromWhere.slug ?? query.slug, context: fromWhere.context ?? query.context }
    if (filter.slug === undefined && filter.context === undefined) {
      throw badRequest('Filter on slug and/or context (_where or query parameters)', 'INVALID_WHERE')
    }
    reply.header('cache-control', 'no-store')
    return errorLog.search(ERROR_LOG_SCHEMA, filter)
  })

  app.post('/dataentities/log/documents', async (request, reply) => {
    documentQuery.parse(request.query ?? {})
    const body = documentBody.parse(request.body ?? {})
    let result
    try {
      result = errorLog.createIfAbsent(ERROR_LOG_SCHEMA, body)
    } catch (error) {
      if (error instanceof ErrorLogFullError) throw new HttpError(429, 'LOG_FULL', error.message)
      throw error
    }
    const { created, document } = result
    return reply.status(created ? 201 : 200).send({
      Id: `log-${document.id}`,
      Href: `/api/dataentities/log/documents/${document.id}`,
      DocumentId: document.id,
      created,
    })
  })
}
