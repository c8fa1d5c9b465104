/**
 * The local stand-in for Sentry's and Amplitude's ingestion endpoints, as a
 * process (the browser tests start it next to the store: playwright.config.ts).
 *   PORT=9202 npx tsx scripts/fake-ingest.ts
 */
import { startFakeIngest } from '../src/server/test-support/fake-ingest'

const port = Number(process.env.PORT ?? 0)
startFakeIngest({ port }).then(
  (ingest) => {
    console.log(`fake ingest on ${ingest.origin}`)
    const stop = () => void ingest.close().then(() => process.exit(0))
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
