import fs from 'node:fs'
import path from 'node:path'
import { ContentValidationError } from '../../cms-schemas/validation'
import { BUILD_REPORT_ENV } from '../contracts/publishing'
import type { BuildFailureReport } from '../contracts/schemas/publishing'

/** What a failed step of the build reports: content issues by file or entry and field, else the error's message. */
export function failureReportOf(error: unknown): BuildFailureReport {
  if (error instanceof ContentValidationError) {
    return { message: `invalid content (${error.issues.length} ${error.issues.length === 1 ? 'issue' : 'issues'})`, issues: error.issues }
  }
  return { message: error instanceof Error ? error.message : String(error), issues: [] }
}

/**
 * Writes the report where the publishing server asked for it
 * (PUBLISH_BUILD_REPORT); nothing when the build was started by hand.
 */
export function writeBuildFailureReport(error: unknown, env: NodeJS.ProcessEnv = process.env): void {
  const file = env[BUILD_REPORT_ENV]
  if (!file) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(failureReportOf(error), null, 2))
}

/** Runs a step of the build; its failure is reported before it stops the build. */
export async function reportingFailure<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    writeBuildFailureReport(error)
    throw error
  }
}
