import { spawn } from 'node:child_process'
import path from 'node:path'
import type { ShellSlicesContent } from '../../contracts/server-regions'
import { publishedShellSchema } from '../../contracts/schemas/publishing'
import { PUBLISHED_SHELL_TIMEOUT_MS } from '../domain/publishing/limits'

/** The published shell: the slices' content, and the versions a build of that content records (decision record 0041). */
export interface PublishedShell {
  content: ShellSlicesContent
  contentVersion: string
  shellVersion: string
  pagesContentVersion: string
}

export interface PublishedShellSource {
  /** Rejects when the content cannot be read or is invalid (the build then reports it). */
  read(signal: AbortSignal): Promise<PublishedShell>
}

export interface ProcessPublishedShellOptions {
  /** The Gatsby project, where the script runs (as builds do). */
  siteDir: string
  /** Added to the server's environment (as the builder's). */
  env?: Readonly<Record<string, string>>
  /** Default: `node --import tsx scripts/publishing/shell-content.ts`. */
  command?: { file: string; args: string[] }
}

/**
 * Reads the published shell by running scripts/publishing/shell-content.ts in
 * the site folder with the server's environment: the build's own content
 * reading, validation and digests, which the server does not hold.
 */
export class ProcessPublishedShell implements PublishedShellSource {
  constructor(private readonly options: ProcessPublishedShellOptions) {}

  read(signal: AbortSignal): Promise<PublishedShell> {
    const command = this.options.command ?? { file: process.execPath, args: ['--import', 'tsx', path.join('scripts', 'publishing', 'shell-content.ts')] }
    return new Promise((resolve, reject) => {
      const child = spawn(command.file, command.args, { cwd: this.options.siteDir, env: { ...process.env, ...this.options.env }, stdio: ['ignore', 'pipe', 'pipe'] })
      const out: Buffer[] = []
      const err: Buffer[] = []
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
      child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
      const stop = () => child.kill('SIGKILL')
      const timer = setTimeout(stop, PUBLISHED_SHELL_TIMEOUT_MS)
      signal.addEventListener('abort', stop, { once: true })
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', stop)
      }
      child.on('error', (error) => {
        done()
        reject(error)
      })
      child.on('close', (code) => {
        done()
        if (code !== 0) return reject(new Error(`the published shell could not be read: ${Buffer.concat(err).toString('utf8').trim() || `exit ${code}`}`))
        try {
          const parsed = publishedShellSchema.parse(JSON.parse(Buffer.concat(out).toString('utf8')))
          resolve({ ...parsed, content: parsed.content as unknown as ShellSlicesContent })
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
    })
  }
}
