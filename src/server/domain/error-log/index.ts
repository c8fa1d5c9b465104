export { ERROR_LOG_MAX_DOCUMENTS, ERROR_LOG_SCHEMA, ErrorLog, ErrorLogFullError, parseLogWhere, type ErrorLogDocument, type ErrorLogFilter, type ErrorLogInput, type ErrorLogStore } from './error-log'
