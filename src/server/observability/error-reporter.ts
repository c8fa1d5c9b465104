import fs from 'node:fs'
import path from 'node:path'

/** Sends the server's unexpected errors (its 500s) to the error reporter, with the id of the 500 answer. */
export interface ServerErrorReporter {
  readonly enabled: boolean
  report(error: unknown, context: { errorId: string; method: string; path: string }): void
  /** Sends what is pending (on shutdown). */
  close(): Promise<void>
}

/** The error reporter's settings (SENTRY_DSN, SENTRY_ENVIRONMENT); null: inert. */
export interface ServerErrorReporterConfig {
  dsn: string
  environment: string
}

export const INERT_SERVER_ERROR_REPORTER: ServerErrorReporter = Object.freeze({
  enabled: false,
  report: () => undefined,
  close: async () => undefined,
})

/** How long shutdown waits for pending reports (our choice). */
export const SERVER_REPORT_FLUSH_MS = 2000

/** The build's compilation hash (the browser reports with the same release), or undefined without a build. */
export function buildRelease(publicDir: string): string | undefined {
  try {
    const appData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown }
    return typeof appData.webpackCompilationHash === 'string' ? appData.webpackCompilationHash : undefined
  } catch {
    return undefined
  }
}

/**
 * Sentry for the server, loaded only with a DSN (@sentry/node, without its
 * automatic instrumentation: only what the error handler hands it). Every
 * 500 is sent (a server failure is rare and always worth a look; the spec's
 * sample rates are the browsers'), under the id the JSON answer carries.
 */
export async function createServerErrorReporter(
  config: ServerErrorReporterConfig | null,
  release: string | undefined,
): Promise<ServerErrorReporter> {
  if (!config) return INERT_SERVER_ERROR_REPORTER
  const Sentry = await import('@sentry/node')
  const client = Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release,
    sampleRate: 1,
    defaultIntegrations: false,
    integrations: [],
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
  })
  return {
    enabled: true,
    report(error, { errorId, method, path: requestPath }) {
      Sentry.captureException(error, {
        event_id: errorId,
        mechanism: { handled: false, type: 'auto.http.fastify.error_handler' },
        captureContext: { tags: { method }, contexts: { request: { method, path: requestPath } } },
      })
    },
    async close() {
      await client?.close(SERVER_REPORT_FLUSH_MS)
    },
  }
}
