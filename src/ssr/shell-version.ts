import fs from 'node:fs'
import path from 'node:path'
import { SHELL_VERSION_FILE } from '../contracts/shell-version'

/**
 * The shell version the build sourced (written by src/build/shell-version.ts
 * into Gatsby's cache folder), read by the HTML renderer for every page's
 * meta element. Read at render time, never inlined into the renderer: a
 * publish that changes only content then rebuilds no JavaScript.
 * Null before any build sourced one (or when the file is unreadable).
 */
export function readShellVersion(cacheDir: string): string | null {
  try {
    return fs.readFileSync(path.join(cacheDir, SHELL_VERSION_FILE), 'utf8').trim() || null
  } catch {
    return null
  }
}
