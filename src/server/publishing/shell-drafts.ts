import { spawn } from 'node:child_process'
import path from 'node:path'
import type { ShellSlicesContent } from '../../contracts/server-regions'
import { PREVIEW_DRAFTS_MAX_AGE_MS, PREVIEW_DRAFTS_TIMEOUT_MS } from '../domain/publishing/limits'

/** The editors' drafts of the shell's slices (the preview mode, decision record 0037). */
export interface ShellDraftsPort {
  /** The drafts, read again when the last read is older than PREVIEW_DRAFTS_MAX_AGE_MS; rejects when they cannot be read or are invalid. */
  read(): Promise<ShellSlicesContent>
}

export interface ProcessShellDraftsOptions {
  /** The Gatsby project, where the drafts script runs (as builds do). */
  siteDir: string
  now?: () => number
  /** Default: `node --import tsx scripts/preview/shell-drafts.ts`. */
  command?: { file: string; args: string[] }
}

/**
 * Reads the drafts by running scripts/preview/shell-drafts.ts in the site
 * folder, with the server's environment: the build's own content reading and
 * validation (Contentful's Preview API or the content folder), which the
 * server does not hold. One read at a time; answers within
 * PREVIEW_DRAFTS_MAX_AGE_MS share the last read.
 */
export class ProcessShellDrafts implements ShellDraftsPort {
  private last: { at: number; drafts: ShellSlicesContent } | null = null
  private pending: Promise<ShellSlicesContent> | null = null
  private readonly now: () => number

  constructor(private readonly options: ProcessShellDraftsOptions) {
    this.now = options.now ?? Date.now
  }

  read(): Promise<ShellSlicesContent> {
    if (this.last && this.now() - this.last.at < PREVIEW_DRAFTS_MAX_AGE_MS) return Promise.resolve(this.last.drafts)
    if (!this.pending) {
      const startedAt = this.now()
      this.pending = this.run()
        .then((drafts) => {
          this.last = { at: startedAt, drafts }
          return drafts
        })
        .finally(() => {
          this.pending = null
        })
    }
    return this.pending
  }

  private run(): Promise<ShellSlicesContent> {
    const command = this.options.command ?? { file: process.execPath, args: ['--import', 'tsx', path.join('scripts', 'preview', 'shell-drafts.ts')] }
    return new Promise((resolve, reject) => {
      const child = spawn(command.file, command.args, { cwd: this.options.siteDir, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
      const timer = setTimeout(() => child.kill('SIGKILL'), PREVIEW_DRAFTS_TIMEOUT_MS)
      child.on('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
      child.on('close', (code) => {
        clearTimeout(timer)
        if (code !== 0) return reject(new Error(`the drafts could not be read: ${Buffer.concat(err).toString('utf8').trim() || `exit ${code}`}`))
        try {
          resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as ShellSlicesContent)
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    })
  }
}
