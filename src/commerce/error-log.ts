import type { ErrorLogDocument, ErrorLogInput } from '../contracts/error-log'
import { consoleLogger, http as defaultHttp, type CommerceLogger, type HttpClient } from './http'

export type { ErrorLogDocument, ErrorLogInput } from '../contracts/error-log'

export const ERROR_LOG_SEARCH_PATH = '/api/dataentities/log/search'
export const ERROR_LOG_DOCUMENTS_PATH = '/api/dataentities/log/documents'
export const ERROR_LOG_SCHEMA = 'pdp'

const quote = (value: string): string => `"${value.replace(/"/g, '')}"`

/**
 * Error logging: search the log for the slug and
 * context; create the document only when none exists. Resolves to true when
 * a document was created; failures are only logged (false).
 */
export function createErrorLogApi({ http = defaultHttp, logger = consoleLogger }: { http?: HttpClient; logger?: CommerceLogger } = {}) {
  return {
    async logError(input: ErrorLogInput): Promise<boolean> {
      try {
        const found = await http.get<ErrorLogDocument[]>(ERROR_LOG_SEARCH_PATH, {
          query: { _schema: ERROR_LOG_SCHEMA, _where: `slug=${quote(input.slug)} AND context=${quote(input.context)}` },
        })
        if (Array.isArray(found) && found.length > 0) return false
        await http.post(ERROR_LOG_DOCUMENTS_PATH, input)
        return true
      } catch (error) {
        logger.error('error log failed', error)
        return false
      }
    },
  }
}

export const { logError } = createErrorLogApi()
