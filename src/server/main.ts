import { buildApp } from './app'
import { readServerConfig } from './config'
import { composeServer } from './composition'

/** Waits this long for open requests on SIGTERM before exiting anyway. */
export const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  // The production server: React (the server-rendered search results) in its production build.
  process.env.NODE_ENV ??= 'production'
  const config = readServerConfig()
  const composition = await composeServer(config)
  const app = await buildApp(composition, { serveSite: process.env.SERVE_SITE !== 'false' })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS)
    timer.unref()
    app
      .close()
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
  app.log.info(`Store ready on http://localhost:${config.port}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
