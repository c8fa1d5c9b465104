import { logError } from '../../commerce/error-log'
import { describeError } from './error-log'
import type { LogErrorDocument } from './error-log'
import { shouldReportError } from './filters'
import type { ErrorCandidate } from './filters'

export interface ErrorReporter {
  /** Logs a candidate that passes the filters; resolves to whether a document was created. */
  report(candidate: ErrorCandidate, context: string): Promise<boolean>
}

export interface ErrorReporterOptions {
  /** The error-log call (search, then create when none exists); the commerce client's by default. */
  logError?: LogErrorDocument
  /** The site's origin (frames from any other origin are third-party). */
  origin?: string
  /** The slug of a report: the current path by default. */
  slug?: () => string
}

const browserOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin)
const browserPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname)

function candidateError(candidate: ErrorCandidate): unknown {
  if (candidate.kind === 'rejection') return candidate.reason
  if (candidate.kind === 'error') return candidate.error ?? candidate.message
  return candidate.error
}

export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const log = options.logError ?? logError
  const slug = options.slug ?? browserPath
  return {
    async report(candidate, context) {
      if (!shouldReportError(candidate, options.origin ?? browserOrigin())) return false
      return log({ slug: slug(), context, error: describeError(candidateError(candidate)) })
    },
  }
}

let sharedReporter: ErrorReporter | null = null

/** The reporter of the page (created on first use). */
export function errorReporter(): ErrorReporter {
  sharedReporter ??= createErrorReporter()
  return sharedReporter
}

/**
 * Reports global errors and unhandled rejections (call once, e.g. from
 * gatsby-browser onClientEntry); returns a function that removes the listeners.
 */
export function installGlobalErrorReporter(target: Window = window, reporter: ErrorReporter = errorReporter()): () => void {
  const onError = (event: ErrorEvent) => {
    void reporter.report({ kind: 'error', message: event.message, error: event.error, filename: event.filename }, 'window.onerror')
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    void reporter.report({ kind: 'rejection', reason: event.reason }, 'unhandledrejection')
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
