import { randomUUID } from 'node:crypto'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import type { FieldErrors } from '../../contracts/forms'

/**
 * An error with an HTTP status and a VTEX-style code. Domain code throws it;
 * the error handler turns it into `{ "error": { "code", "message" } }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Field-level problems of a form (pt-BR), sent as `error.fields`. */
    readonly fields?: FieldErrors,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A 429: the caller must wait `retryAfterMs` (sent as Retry-After, in whole seconds) before trying again. */
export class TooManyRequestsError extends HttpError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, code, message)
    this.name = 'TooManyRequestsError'
  }
}

export const tooManyRequests = (code: string, message: string, retryAfterMs: number): TooManyRequestsError =>
  new TooManyRequestsError(code, message, retryAfterMs)

export const badRequest = (message: string, code = 'BAD_REQUEST'): HttpError => new HttpError(400, code, message)
export const notFound = (message: string, code = 'NOT_FOUND'): HttpError => new HttpError(404, code, message)
export const unauthorized = (message: string, code = 'UNAUTHORIZED'): HttpError => new HttpError(401, code, message)
export const forbidden = (message: string, code = 'FORBIDDEN'): HttpError => new HttpError(403, code, message)

export interface ErrorBody {
  error: { code: string; message: string; id?: string; fields?: FieldErrors }
}

export function errorBody(code: string, message: string, id?: string, fields?: FieldErrors): ErrorBody {
  return { error: { code, message, ...(id ? { id } : {}), ...(fields ? { fields } : {}) } }
}

function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ')
}

/** An error id: 32 hex digits (the error reporter's event id format). */
export const newErrorId = (): string => randomUUID().replace(/-/g, '')

/** Where unexpected errors go besides the log (the error reporter, when configured). */
export type ReportServerError = (error: unknown, context: { errorId: string; method: string; path: string }) => void

/**
 * Maps every error to a JSON body; unknown errors become a 500 with an id
 * that is logged and reported under the same id.
 */
export function registerErrorHandling(app: FastifyInstance, report: ReportServerError = () => undefined): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))))
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, undefined, error.fields))
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(errorBody('INVALID_INPUT', describeZodError(error)))
    }
    const fastifyError = error as FastifyError
    const status = fastifyError.statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : (fastifyError.code ?? 'BAD_REQUEST')
      return reply.status(status).send(errorBody(code, fastifyError.message))
    }
    const id = newErrorId()
    request.log.error({ err: error, errorId: id }, 'unhandled error')
    try {
      report(error, { errorId: id, method: request.method, path: request.url.split('?')[0] })
    } catch (reportError) {
      request.log.warn({ err: reportError, errorId: id }, 'error report failed')
    }
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Internal server error', id))
  })
}
