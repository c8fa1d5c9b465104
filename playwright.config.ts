import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './e2e/support/chromium'
import { CONTEXT_DEFAULTS, DESKTOP, PHONE } from './e2e/support/viewports'
import { fakeVtexPort, fakeVtexReadyUrl, vtexServerEnv } from './e2e/support/vtex'

/** A copy of a data folder's SQLite database (with its write-ahead log) in a new temporary folder. */
function copyDatabase(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-'))
  for (const file of ['store.sqlite', 'store.sqlite-wal']) {
    if (fs.existsSync(path.join(from, file))) fs.copyFileSync(path.join(from, file), path.join(to, file))
  }
  return to
}

const chromium = findChromium()
if (!chromium) throw new Error(CHROMIUM_MISSING_MESSAGE)

/**
 * The browser tests start the production server themselves on this port, over
 * E2E_DATA_DIR, or else a copy of the database the build was made from
 * (DATA_DIR, default ./data; a fresh one is seeded when there is none), so the
 * server and the pages read one catalogue and the tests never change the original.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9200)
const dataDir = process.env.E2E_DATA_DIR ?? copyDatabase(path.resolve(process.env.DATA_DIR ?? 'data'))
const baseURL = `http://127.0.0.1:${E2E_PORT}`

const launchOptions = { executablePath: chromium, args: PLAYWRIGHT_CHROMIUM_ARGS }
/**
 * E2E_VTEX=1: only the @vtex specs, against the store in VTEX mode over the fake account made from VTEX's
 * documents (scripts/fake-vtex.ts), serving the VTEX build kept by the VTEX build check (E2E_VTEX_BUILD_DIR).
 */
const vtex = process.env.E2E_VTEX === '1'

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The publishing specs rebuild the project's public/ folder: only in their own run (E2E_PUBLISH=1, see scripts/test.ts);
  // the VTEX-mode specs need the VTEX build and the fake account: only in theirs (E2E_VTEX=1).
  grep: vtex ? /@vtex/ : undefined,
  grepInvert: vtex ? undefined : process.env.E2E_PUBLISH ? /@vtex/ : /@publish|@vtex/,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report's file can be chosen with PLAYWRIGHT_JSON_OUTPUT_NAME (the test runner does, per build).
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...CONTEXT_DEFAULTS,
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...DESKTOP, launchOptions } },
    { name: 'mobile', use: { ...PHONE, launchOptions } },
  ],
  webServer: [
    {
      command: 'npx tsx src/server/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // As behind the production proxy: the sign-up specs give each test a client address of its own
        // (e2e/support/members.ts useOwnClientAddress), so per-address limits do not add up across tests.
        TRUST_PROXY: '127.0.0.1',
        // The specs confirm Pix and boleto and read activation links through the development tools,
        // off by default in production (NODE_ENV=production, which main.ts sets).
        DEV_TOOLS: 'true',
        ...(vtex ? vtexServerEnv() : {}),
      },
    },
    ...(vtex
      ? [
          {
            // The fake VTEX account made from VTEX's documents (e2e/support/vtex.ts).
            command: 'npx tsx scripts/fake-vtex.ts',
            url: fakeVtexReadyUrl(),
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { PORT: String(fakeVtexPort()) },
          },
        ]
      : []),
    {
      // The stand-in for Sentry's and Amplitude's endpoints (e2e/support/providers.ts).
      command: 'npx tsx scripts/fake-ingest.ts',
      url: `http://127.0.0.1:${E2E_PORT + 2}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E_PORT + 2) },
    },
  ],
})
