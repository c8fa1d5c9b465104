import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_INFO_FILE } from '../contracts/publishing'
import type { BuildInfo } from '../contracts/schemas/publishing'

/**
 * The build's record of itself, written at the end of a successful build
 * into the cache folder (`.cache/arena-build.json`): the publishing server
 * keeps it with the release and shows its versions.
 */

/** The source commit: SOURCE_COMMIT when the deploy sets it, else git's HEAD, else null. */
export function sourceCommit(cwd: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.SOURCE_COMMIT) return env.SOURCE_COMMIT.slice(0, 12)
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null
  } catch {
    return null
  }
}

/** Gatsby's compilation hash of a build folder (public/page-data/app-data.json). */
export function compilationHashOf(publicDir: string): string | null {
  try {
    const appData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown }
    return typeof appData.webpackCompilationHash === 'string' ? appData.webpackCompilationHash : null
  } catch {
    return null
  }
}

export interface BuildInfoInput {
  contentVersion: string
  catalogueVersion: string
  shellVersion: string
  pagesContentVersion: string
  pages: number
}

export function writeBuildInfo(root: string, input: BuildInfoInput, now: Date = new Date()): BuildInfo {
  const info: BuildInfo = {
    buildId: randomUUID(),
    builtAt: now.toISOString(),
    commit: sourceCommit(root),
    webpackCompilationHash: compilationHashOf(path.join(root, 'public')),
    ...input,
  }
  fs.writeFileSync(path.join(root, '.cache', BUILD_INFO_FILE), JSON.stringify(info, null, 2))
  return info
}
