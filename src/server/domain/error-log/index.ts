export { ERROR_LOG_SCHEMA, ErrorLogRepository, parseLogWhere, type ErrorLogDocument, type ErrorLogInput } from './error-log'
