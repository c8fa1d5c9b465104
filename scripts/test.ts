/**
 * The whole test suite, as `npm test` and CI run it:
 * type check → lint → unit/API tests (jest) → production build → browser tests
 * (Playwright in the system Chromium). Ends with one summary line
 * `N passed, N failed` counting every test and every failed step.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM_MISSING_MESSAGE, findChromium } from '../e2e/support/chromium'

const root = path.resolve(__dirname, '..')
const reports = path.join(root, 'reports')

interface StepResult {
  name: string
  ok: boolean
  seconds: number
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): StepResult {
  const started = Date.now()
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = result.status === 0
  const seconds = Math.round((Date.now() - started) / 100) / 10
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds}s)`)
  return { name, ok, seconds }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

function main(): number {
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
  steps.push(run('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']))
  steps.push(run('lint', bin('eslint'), ['.', '--max-warnings=0']))
  steps.push(run('unit and API tests', bin('jest'), ['--ci', '--forceExit', '--json', `--outputFile=${path.join(reports, 'jest.json')}`]))
  // The business (CNPJ) build first, with its own specs; then the consumer build, which stays in public/.
  const businessBuild = run('business build', 'npm', ['run', 'build'], { STORE_VARIANT: 'business' })
  steps.push(businessBuild)
  if (businessBuild.ok) {
    steps.push(
      run('business browser tests', bin('playwright'), ['test', '--grep', '@business'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'business',
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright-business.json'),
      }),
    )
  }
  const build = run('production build', 'npm', ['run', 'build'], { STORE_VARIANT: 'consumer' })
  steps.push(build)
  if (build.ok) {
    steps.push(
      run('browser tests', bin('playwright'), ['test', '--grep-invert', '@business'], {
        CHROMIUM_PATH: chromium,
        STORE_VARIANT: 'consumer',
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      }),
    )
  } else {
    console.log('browser tests skipped: the build failed')
  }

  const jest = readJson<{ numPassedTests: number; numFailedTests: number }>(path.join(reports, 'jest.json'))
  type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } }
  const pwReports = ['playwright-business.json', 'playwright.json']
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
  const failedSteps = steps.filter((s) => !s.ok)
  const passed = (jest?.numPassedTests ?? 0) + (pw ? pw.stats.expected + pw.stats.flaky : 0)
  const failedTests = (jest?.numFailedTests ?? 0) + (pw?.stats.unexpected ?? 0)
  // A failed step with no failed test in it (type check, lint, build) counts as one failure.
  const testSteps = ['unit and API tests', 'browser tests', 'business browser tests']
  const stepOnlyFailures = failedSteps.filter((s) => !testSteps.includes(s.name)).length
  const failed = failedTests + stepOnlyFailures

  console.log('\nSummary')
  for (const step of steps) console.log(`  ${step.ok ? 'ok    ' : 'FAILED'} ${step.name} (${step.seconds}s)`)
  if (jest) console.log(`  jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`)
  if (pw) console.log(`  playwright: ${pw.stats.expected} passed, ${pw.stats.unexpected} failed, ${pw.stats.flaky} flaky`)
  console.log(`${passed} passed, ${failed} failed`)
  return failedSteps.length === 0 ? 0 : 1
}

process.exit(main())
