import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

import { getSessionStorage } from '../../sdk/storage/browserStorage'
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
  environment?: ErrorBoundaryEnvironment
  /** Called with the decision (tests, analytics). */
  onRecovery?: (recovery: ErrorRecovery) => void
}

interface State {
  error: unknown
}

/**
 * Catches render errors (storefront-shell §4): logs them, then reloads after a
 * chunk-load error (at most twice per 30 s) or goes to /offline, /404 or /500.
 * On /404 and /500 it only shows the fallback.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const { reporter = errorReporter(), environment = browserEnvironment, context = 'ErrorBoundary', onRecovery } = this.props
    void reporter.report({ kind: 'render', error }, context)
    const storage = environment.storage()
    const recovery = decideErrorRecovery({
      error,
      path: environment.path(),
      online: environment.online(),
      counter: readChunkCounter(storage),
      now: environment.now(),
    })
    onRecovery?.(recovery)
    if (recovery.kind === 'reload') {
      writeChunkCounter(storage, recovery.counter)
      environment.reload()
    } else if (recovery.kind === 'navigate') {
      environment.navigate(recovery.to)
    }
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
