/**
 * The whole test suite, as `npm test` and CI run it:
 * unit/API tests (jest), and alongside them type check → lint → VTEX build
 * check (a build and the served store in VTEX mode over a fake account made
 * from VTEX's documents; the build is kept) → business build, made with the
 * third-party providers' keys pointed at a local stand-in; then the VTEX-mode
 * browser tests over the kept build (@vtex) → the business build's browser
 * tests (@business, @providers) → consumer build (no
 * provider keys) over a database with a merchant feed imported → browser
 * tests (Playwright in the system Chromium; the deploy test serves the kept
 * business build first, then this one) → compiled server check
 * (dist/server/main.js serves the build) → incremental rebuild check after a
 * price change → publishing browser tests (a signed publish rebuilds and
 * switches the live site under load, in their own server). Ends with one
 * summary line `N passed, N failed` counting every test, every check and
 * every failed step.
 *
 * Why alongside: jest runs its suites in one process on a 2-core machine
 * (maxWorkers is the cores less one), so the other core would sit idle for
 * its ~4 minutes; the steps put beside it do not read what jest reads (its
 * servers take free ports, its builds are fake sites in temporary folders)
 * and nothing of theirs is timed by jest. The browser tests, which are
 * timed, always run on their own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_MISSING_MESSAGE, findChromium } from '../e2e/support/chromium'
import { providerBuildEnv } from '../e2e/support/providers'
import { runStep, type StepResult } from './run-step'
import { jestOutcomes, outcomeLines, playwrightOutcomes } from './test-outcomes'
import type { JestReport, PlaywrightReport } from './test-outcomes'

const root = path.resolve(__dirname, '..')
const reports = path.join(root, 'reports')

/** A step's time limit: several times its usual length on a 2-core machine, far inside CI's 90 minutes. */
const STEP_TIME_LIMIT_MS = 20 * 60_000
/** The browser tests' limit (their longest run so far took 25 minutes on a busy machine). */
const BROWSER_TESTS_TIME_LIMIT_MS = 50 * 60_000

/**
 * Runs a step to its end, or stops it at its time limit (scripts/run-step.ts). With `log`, its output goes
 * to that file and is printed when it ends (for a step run alongside another, which has the terminal
 * meanwhile); else straight to the terminal.
 */
function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  log?: string,
  timeLimitMs = STEP_TIME_LIMIT_MS,
): Promise<StepResult> {
  console.log(`\n▶ ${name}${log ? ` (alongside; output in ${path.relative(root, log)})` : ''}: ${command} ${args.join(' ')}`)
  return runStep(name, command, args, { cwd: root, env, log, timeLimitMs })
}

/** A new, empty data folder for a build's database. */
const newDataDir = (name: string): string => fs.mkdtempSync(path.join(os.tmpdir(), `store-${name}-`))

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

async function main(): Promise<number> {
  const chromium = findChromium()
  if (!chromium) {
    console.error(CHROMIUM_MISSING_MESSAGE)
    console.log('0 passed, 1 failed')
    return 1
  }
  fs.rmSync(reports, { recursive: true, force: true })
  fs.mkdirSync(reports, { recursive: true })
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

  const steps: StepResult[] = []
  const logOf = (name: string) => path.join(reports, `${name.replace(/\W+/g, '-')}.log`)
  // Each build reads its catalogue from the database it is given (DATA_DIR); the browser tests'
  // server runs on a copy of it (playwright.config.ts). The business (CNPJ) build first, with its own
  // specs, made with the error reporter's and product analytics' keys pointed at the local stand-in
  // the browser tests start (their @providers specs); the consumer build has none (nothing may leave).
  const businessData = newDataDir('business')
  const providers = providerBuildEnv()
  // The VTEX build check keeps its build here for the VTEX-mode browser tests (public/ and what the server reads of .cache/).
  const vtexBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'store-vtex-build-'))
  // Alongside jest, one after the other: the checks of the sources, then the builds that write public/
  // (COMMERCE_BACKEND=vtex: the build writes the platform's products, the server answers from it; then
  // the business build, which its browser tests below serve).
  const alongsideJest = async (): Promise<StepResult[]> => {
    const done: StepResult[] = []
    for (const [name, command, args, env] of [
      ['type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], {}],
      ['lint', bin('eslint'), ['.', '--max-warnings=0'], {}],
      ['VTEX build check', 'npx', ['tsx', 'scripts/checks/vtex-build.ts'], { STORE_VARIANT: 'consumer', VTEX_BUILD_KEEP_DIR: vtexBuild }],
      ['business build', 'npm', ['run', 'build'], { STORE_VARIANT: 'business', DATA_DIR: businessData, ...providers }],
    ] as const) {
      done.push(await run(name, command, [...args], env, logOf(name)))
    }
    return done
  }
  const [jestStep, alongside] = await Promise.all([
    run('unit and API tests', bin('jest'), ['--ci', '--forceExit', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]),
    alongsideJest(),
  ])
  steps.push(...alongside.slice(0, 2), jestStep, ...alongside.slice(2))
  const vtexCheck = alongside[2]
  const businessBuild = alongside[3]
  // The store in VTEX mode in Chromium (home, product, /pesquisa, cart, freight, a placed order), over the kept build.
  if (vtexCheck.ok && fs.existsSync(path.join(vtexBuild, 'public', 'index.html'))) {
    steps.push(
      await run('VTEX browser tests', bin('playwright'), ['test', '--grep', '@vtex'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'consumer',
        E2E_VTEX: '1',
        E2E_VTEX_BUILD_DIR: vtexBuild,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright-vtex.json'),
      }, undefined, BROWSER_TESTS_TIME_LIMIT_MS),
    )
  }
  // Kept for the deploy test: a tab opened on this build must survive the switch to the consumer build.
  const previousBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'store-previous-build-'))
  if (businessBuild.ok) {
    steps.push(
      await run('business browser tests', bin('playwright'), ['test', '--grep', '@business|@providers'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'business',
        DATA_DIR: businessData,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright-business.json'),
        ...providers,
      }, undefined, BROWSER_TESTS_TIME_LIMIT_MS),
    )
    for (const folder of ['public', '.cache']) fs.cpSync(path.join(root, folder), path.join(previousBuild, folder), { recursive: true })
  }
  // The consumer build, over a database with the merchant feed of the browser tests imported; it stays in public/.
  const consumerData = newDataDir('consumer')
  const feed = await run('merchant feed import', 'npx', ['tsx', 'scripts/catalogue-import.ts', 'e2e/fixtures/merchant-feed.json'], { DATA_DIR: consumerData })
  steps.push(feed)
  const build = feed.ok ? await run('production build', 'npm', ['run', 'build'], { STORE_VARIANT: 'consumer', DATA_DIR: consumerData }) : null
  if (build) steps.push(build)
  if (build?.ok) {
    steps.push(
      await run('browser tests', bin('playwright'), ['test', '--grep-invert', '@business|@providers|@vtex'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'consumer',
        DATA_DIR: consumerData,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
        ...(businessBuild.ok ? { PREVIOUS_BUILD_DIR: previousBuild } : {}),
      }, undefined, BROWSER_TESTS_TIME_LIMIT_MS),
    )
    // Last, as it changes the database and the build: a price change reaches its page on an incremental rebuild.
    steps.push(await run('compiled server check', 'npx', ['tsx', 'scripts/checks/compiled-server.ts'], { STORE_VARIANT: 'consumer', DATA_DIR: consumerData }))
    steps.push(await run('catalogue rebuild check', 'npx', ['tsx', 'scripts/checks/catalogue-rebuild.ts'], { STORE_VARIANT: 'consumer', DATA_DIR: consumerData }))
    // Last: publishing rebuilds public/ (incrementally, on the cache of the build above) from its own server and content copy.
    // Its tests watch each publish from a desktop tab and a phone tab at once, so they run in one project.
    steps.push(
      await run('publishing browser tests', bin('playwright'), ['test', '--grep', '@publish', '--project=desktop', '--workers=1'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'consumer',
        DATA_DIR: consumerData,
        E2E_PUBLISH: '1',
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright-publish.json'),
      }, undefined, BROWSER_TESTS_TIME_LIMIT_MS),
    )
  } else {
    console.log('browser tests skipped: the build failed')
  }

  const jest = readJson<JestReport>(path.join(reports, 'jest.json'))
  const pwReports = ['playwright-vtex.json', 'playwright-business.json', 'playwright.json', 'playwright-publish.json']
    .map((file) => readJson<PlaywrightReport>(path.join(reports, file)))
    .filter((report): report is PlaywrightReport => report !== null)
  const pw = pwReports.length
    ? pwReports.reduce((sum, r) => ({
        stats: {
          expected: sum.stats.expected + r.stats.expected,
          unexpected: sum.stats.unexpected + r.stats.unexpected,
          flaky: sum.stats.flaky + r.stats.flaky,
        },
      }))
    : null
  // Named in the summary, as a log is often read from its end alone.
  const named = [...(jest ? [jestOutcomes(jest, root)] : []), ...pwReports.map(playwrightOutcomes)]
  const checks = ['checks-vtex-build.json', 'checks-compiled-server.json', 'checks-catalogue-rebuild.json']
    .map((file) => readJson<{ passed: number; failed: number }>(path.join(reports, file)))
    .filter((report): report is { passed: number; failed: number } => report !== null)
    .reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }), { passed: 0, failed: 0 })
  const failedSteps = steps.filter((s) => !s.ok)
  const passed = (jest?.numPassedTests ?? 0) + (pw ? pw.stats.expected + pw.stats.flaky : 0) + checks.passed
  const failedTests = (jest?.numFailedTests ?? 0) + (pw?.stats.unexpected ?? 0) + checks.failed
  // A failed step with no failed test in it (type check, lint, build) counts as one failure.
  const testSteps = ['unit and API tests', 'browser tests', 'business browser tests', 'VTEX browser tests', 'VTEX build check', 'compiled server check', 'catalogue rebuild check', 'publishing browser tests']
  // A step stopped at its time limit counts as one failure too: its tests may never have reported.
  const stepOnlyFailures = failedSteps.filter((s) => s.timedOut || !testSteps.includes(s.name)).length
  const failed = failedTests + stepOnlyFailures

  console.log('\nSummary')
  for (const step of steps) console.log(`  ${step.ok ? 'ok    ' : 'FAILED'} ${step.name} (${step.seconds}s${step.timedOut ? ', stopped at its time limit' : ''})`)
  if (jest) console.log(`  jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`)
  if (pw) console.log(`  playwright: ${pw.stats.expected} passed, ${pw.stats.unexpected} failed, ${pw.stats.flaky} flaky`)
  console.log(`  build checks: ${checks.passed} passed, ${checks.failed} failed`)
  for (const line of named.flatMap(outcomeLines)) console.log(line)
  console.log(`${passed} passed, ${failed} failed`)
  return failedSteps.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    console.log('0 passed, 1 failed')
    process.exit(1)
  },
)
