/**
 * The names of the tests that failed or passed only on a retry, read from
 * the reports jest and Playwright write (`--json`, the JSON reporter), so
 * that the suite's summary says which tests they were: a run's log is often
 * read from its end alone.
 */
import path from 'node:path'

/** What the summary needs of jest's `--json` report. */
export interface JestReport {
  numPassedTests: number
  numFailedTests: number
  testResults?: Array<{
    name: string
    status?: string
    message?: string
    assertionResults?: Array<{ fullName: string; status: string }>
  }>
}

interface PlaywrightSpec {
  title: string
  file?: string
  line?: number
  tests?: Array<{ projectName?: string; status: string }>
}

interface PlaywrightSuite {
  title: string
  file?: string
  specs?: PlaywrightSpec[]
  suites?: PlaywrightSuite[]
}

/** What the summary needs of Playwright's JSON report. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number }
  suites?: PlaywrightSuite[]
}

/** Tests by outcome, each named as a reader finds it: file, then title (and project for browser tests). */
export interface TestOutcomes {
  failed: string[]
  flaky: string[]
}

/**
 * jest's failed tests; a test file that failed with no failed test in it
 * (it did not compile, or a hook threw) is named by its file.
 */
export function jestOutcomes(report: JestReport, root: string): TestOutcomes {
  const failed: string[] = []
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name)
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests) failed.push(`${name} › ${test.fullName}`)
    if (failedTests.length === 0 && file.status === 'failed') failed.push(`${name} (the file failed: ${firstLine(file.message)})`)
  }
  return { failed, flaky: [] }
}

function firstLine(message: string | undefined): string {
  const line = (message ?? '')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text.length > 0 && !text.startsWith('●'))
  return line ?? 'no message'
}

/** Playwright's tests that failed (`unexpected`) or passed on a retry (`flaky`), with their titles' path. */
export function playwrightOutcomes(report: PlaywrightReport): TestOutcomes {
  const outcomes: TestOutcomes = { failed: [], flaky: [] }
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // A file's own suite is titled by its file name, which the name already gives.
    const describeTitles = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const where = `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''}`
        const name = `${test.projectName ? `[${test.projectName}] ` : ''}${where} › ${[...describeTitles, spec.title].join(' › ')}`
        if (test.status === 'unexpected') outcomes.failed.push(name)
        else if (test.status === 'flaky') outcomes.flaky.push(name)
      }
    }
    for (const child of suite.suites ?? []) walk(child, describeTitles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return outcomes
}

/** The lines the summary prints for them (none when every test passed at its first try). */
export function outcomeLines(outcomes: TestOutcomes): string[] {
  return [...outcomes.failed.map((name) => `  failed: ${name}`), ...outcomes.flaky.map((name) => `  flaky (passed on a retry): ${name}`)]
}
