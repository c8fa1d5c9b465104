import path from 'node:path'
import { FAKE_REPORT_PATH, FAKE_VTEX_ACCOUNT } from '../../src/server/test-support/fake-vtex-platform/constants'
import { e2ePort } from './store-server'

/**
 * The VTEX-mode browser tests (E2E_VTEX=1, e2e/vtex-documents.spec.ts): the
 * fake account made from VTEX's documents listens on the E2E port + 3
 * (scripts/fake-vtex.ts), and the store serves the VTEX build the VTEX build
 * check kept (E2E_VTEX_BUILD_DIR: its public/ and .cache/).
 */
export const fakeVtexPort = (): number => e2ePort() + 3
export const fakeVtexOrigin = (): string => `http://127.0.0.1:${fakeVtexPort()}`

/** Where Playwright asks whether the fake is up. */
export const fakeVtexReadyUrl = (): string => `${fakeVtexOrigin()}${FAKE_REPORT_PATH}`

/** The store server's environment in VTEX mode: the fake as the platform, the kept build when there is one. */
export function vtexServerEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const build = env.E2E_VTEX_BUILD_DIR
  return {
    COMMERCE_BACKEND: 'vtex',
    VTEX_ACCOUNT: FAKE_VTEX_ACCOUNT,
    VTEX_BASE_URL: fakeVtexOrigin(),
    ...(build ? { PUBLIC_DIR: path.join(build, 'public'), GATSBY_CACHE_DIR: path.join(build, '.cache') } : {}),
  }
}
