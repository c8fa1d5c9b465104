import fs from 'node:fs'
import path from 'node:path'
import { SHELL_VERSION_FILE, stampedCompilationHash } from '../contracts/shell-version'

/**
 * The shell version's way through a build (see src/contracts/shell-version.ts):
 * sourceNodes writes it into the cache folder, the HTML renderer reads it for
 * every page's meta element (src/ssr/shell-version.ts), onPostBuild stamps
 * app-data.json with it.
 */

const versionFile = (cacheDir: string): string => path.join(cacheDir, SHELL_VERSION_FILE)

export function writeShellVersion(cacheDir: string, version: string): void {
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(versionFile(cacheDir), version)
}

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
