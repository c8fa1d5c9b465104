import fs from 'node:fs'
import path from 'node:path'
import { stampedCompilationHash } from '../contracts/shell-version'

/**
 * The shell version's last step in a build (see src/contracts/shell-version.ts):
 * onPostBuild stamps app-data.json with it. (It reaches the pages through the
 * shell node's `version`, read by the shell's static query.)
 */

/**
 * Rewrites public/page-data/app-data.json with Gatsby's compilation hash of
 * this build stamped with the shell version; returns the stamped hash.
 * Takes the hash from Gatsby (never from the file), so running it twice
 * stamps once.
 */
export function stampAppData(publicDir: string, webpackHash: string, shellVersion: string): string {
  const file = path.join(publicDir, 'page-data', 'app-data.json')
  const appData = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  const stamped = stampedCompilationHash(webpackHash, shellVersion)
  fs.writeFileSync(file, JSON.stringify({ ...appData, webpackCompilationHash: stamped }))
  return stamped
}
