import fs from 'node:fs'
import path from 'node:path'

/** One check of a checks script: its name and whether it held. */
export interface CheckResult {
  name: string
  ok: boolean
  detail?: string
}

/** Prints each check and writes reports/{name}.json ({ passed, failed, checks }) for the test runner's summary. */
export function writeChecksReport(name: string, checks: CheckResult[]): number {
  for (const check of checks) console.log(`${check.ok ? '✔' : '✘'} ${check.name}${check.detail ? ` — ${check.detail}` : ''}`)
  const passed = checks.filter((c) => c.ok).length
  const failed = checks.length - passed
  const dir = path.resolve(__dirname, '../../reports')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ passed, failed, checks }, null, 2))
  return failed === 0 ? 0 : 1
}
