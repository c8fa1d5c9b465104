import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

import { getSessionStorage } from '../../sdk/storage/browserStorage'
import { errorTracker, newErrorId, REPORT_BEFORE_LEAVING_MS } from './error-tracker'
import type { ErrorTracker } from './error-tracker'
import { decideErrorRecovery, readChunkCounter, writeChunkCounter } from './recovery'
import type { ErrorRecovery } from './recovery'
import { errorReporter } from './reporter'
import type { ErrorReporter } from './reporter'
import * as styles from './ErrorBoundary.module.css'

/** What the boundary does in the browser; replaceable in tests. */
export interface ErrorBoundaryEnvironment {
  path: () => string
  online: () => boolean
  now: () => number
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
  navigate: (to: string) => void
}

export const browserEnvironment: ErrorBoundaryEnvironment = {
  path: () => `${window.location.pathname}${window.location.search}`,
  online: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  now: () => Date.now(),
  storage: getSessionStorage,
  reload: () => window.location.reload(),
  // A full navigation: the React tree that failed is not reused.
  navigate: (to) => window.location.assign(to),
}

export interface ErrorBoundaryProps {
  children?: ReactNode
  /** Shown while the page recovers (or when it cannot); a short message by default. */
  fallback?: ReactNode
  /** Context of the logged document. */
  context?: string
  reporter?: ErrorReporter
  /** The error reporter (Sentry), when configured; the page's by default. */
  tracker?: ErrorTracker
  environment?: ErrorBoundaryEnvironment
  /** Called with the decision (tests, analytics). */
  onRecovery?: (recovery: ErrorRecovery) => void
}

interface State {
  error: unknown
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
const settledWithin = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve()
      },
      () => {
        clearTimeout(timer)
        resolve()
      },
    )
  })

/**
 * Catches render errors: logs them (the embedded error
 * log, and the error reporter when configured, with the id the 500 page
 * shows), then reloads after a chunk-load error (at most twice per 30 s) or
 * goes to /offline, /404 or /500. On /404 and /500 it only shows the fallback.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const {
      reporter = errorReporter(),
      tracker = errorTracker(),
      environment = browserEnvironment,
      context = 'ErrorBoundary',
      onRecovery,
    } = this.props
    void reporter.report({ kind: 'render', error }, context)
    const errorId = tracker.enabled ? newErrorId() : null
    const tracked = errorId
      ? tracker.capture({ error, errorId, componentStack: info.componentStack ?? undefined, context })
      : null
    const storage = environment.storage()
    const recovery = decideErrorRecovery({
      error,
      path: environment.path(),
      online: environment.online(),
      counter: readChunkCounter(storage),
      now: environment.now(),
      errorId,
    })
    onRecovery?.(recovery)
    const act = () => {
      if (recovery.kind === 'reload') {
        writeChunkCounter(storage, recovery.counter)
        environment.reload()
      } else if (recovery.kind === 'navigate') {
        environment.navigate(recovery.to)
      }
    }
    // Leaving the page waits (a little) for the report to go out.
    if (tracked && recovery.kind !== 'none') void settledWithin(tracked, REPORT_BEFORE_LEAVING_MS).then(act)
    else act()
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return (
      this.props.fallback ?? (
        <div role="alert" className={styles.fallback}>
          <p className={styles.title}>Algo deu errado ao mostrar esta página.</p>
          <a className={styles.link} href="/">
            Voltar para a página inicial
          </a>
        </div>
      )
    )
  }
}
