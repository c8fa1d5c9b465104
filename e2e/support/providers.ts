import { e2ePort } from './store-server'
import { FAKE_EXPERIMENTS_PATH, FAKE_PERSONALISATION_PATH, type Received } from '../../src/server/test-support/fake-ingest'

/**
 * The third-party providers of the browser tests: a local stand-in for
 * Sentry's and Amplitude's endpoints, the personalisation provider and the
 * experiment service (scripts/fake-ingest.ts) runs on
 * E2E_PORT + 2 while the tests run. A build made with providerBuildEnv()
 * (the test runner's business build) reports to it.
 */
export const ingestPort = (): number => e2ePort() + 2
export const ingestOrigin = (): string => `http://127.0.0.1:${ingestPort()}`

/** The build environment that points the error reporter and product analytics at the stand-in. */
export function providerBuildEnv(port = ingestPort()): Record<string, string> {
  return {
    GATSBY_SENTRY_DSN: `http://public@127.0.0.1:${port}/1`,
    GATSBY_SENTRY_ENVIRONMENT: 'e2e',
    GATSBY_AMPLITUDE_API_KEY: 'e2e-amplitude-key',
    GATSBY_AMPLITUDE_SERVER_URL: `http://127.0.0.1:${port}/2/httpapi`,
    GATSBY_DY_API_KEY: 'e2e-personalisation-key',
    GATSBY_DY_COLLECT_URL: `http://127.0.0.1:${port}${FAKE_PERSONALISATION_PATH}`,
    GATSBY_EXPERIMENT_KEY: 'e2e-experiment-key',
    GATSBY_EXPERIMENT_URL: `http://127.0.0.1:${port}${FAKE_EXPERIMENTS_PATH}`,
  }
}

/** Whether this run's build was made with the providers' keys (the environment is the same for build and tests). */
export const buildHasProviders = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.GATSBY_SENTRY_DSN && env.GATSBY_AMPLITUDE_API_KEY)

/** What the stand-in received so far. */
export async function received(): Promise<Received[]> {
  const response = await fetch(`${ingestOrigin()}/__received`)
  return (await response.json()) as Received[]
}

export async function sentryEvents(): Promise<Array<Record<string, unknown>>> {
  return (await received()).flatMap((entry) => (entry.kind === 'sentry' ? entry.items.filter((item) => item.type === 'event').map((item) => item.payload) : []))
}

export async function amplitudeEvents(): Promise<Array<Record<string, unknown> & { event_type: string }>> {
  return (await received()).flatMap((entry) => (entry.kind === 'amplitude' ? entry.events : []))
}
