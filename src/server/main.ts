import { buildApp } from './app'
import { readServerConfig } from './config'
import { composeServer } from './composition'
import { DRAIN_TIMEOUT_MS } from './http/drain'
import { metricsListener } from './http/metrics'

/** Beyond the drain, this long is left to close the app and the database before the process exits anyway. */
export const SHUTDOWN_CLOSE_MS = 5_000

/**
 * The production server. Run it as the main process itself (`node --import
 * tsx src/server/main.ts`), not through npm: on SIGTERM it drains — stops
 * accepting, answers what it accepted (at most DRAIN_TIMEOUT_MS) — then
 * closes and exits 0; npm would exit at once and take it down mid-drain.
 */
async function main(): Promise<void> {
  // The production server: React (the server-rendered search results) in its production build.
  process.env.NODE_ENV ??= 'production'
  const config = readServerConfig()
  const composition = await composeServer(config)
  const app = await buildApp(composition, { serveSite: process.env.SERVE_SITE !== 'false' })
  // The metrics' own listener on an internal address (METRICS_PORT), apart from the store's port.
  const metricsServer = config.metrics.listener ? metricsListener(composition.services.metrics, config.metrics) : null

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'draining')
    const timer = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS + SHUTDOWN_CLOSE_MS)
    timer.unref()
    metricsServer?.close()
    composition.lifecycle
      .drain()
      .then((report) => {
        app.log.info(report, 'drained')
        return app.close()
      })
      .then(() => composition.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  if (metricsServer && config.metrics.listener) {
    const { host, port } = config.metrics.listener
    await new Promise<void>((resolve, reject) => metricsServer.once('error', reject).listen(port, host, resolve))
    app.log.info(`Metrics on http://${host}:${port}/metrics`)
  }
  app.log.info(`Store ready on http://localhost:${config.port}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
