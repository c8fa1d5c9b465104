import { spawn } from 'node:child_process'
import path from 'node:path'

export interface SiteScriptOptions {
  /** The Gatsby project, where the script runs (as builds do). */
  siteDir: string
  /** Added to the server's environment (as the builder's). */
  env?: Readonly<Record<string, string>>
  /** Default: `node --import tsx <script>`. */
  command?: { file: string; args: string[] }
}

/**
 * Runs one of the project's scripts (a path under the site folder) with the
 * server's environment and resolves to its standard output; rejects with its
 * standard error when it fails, is stopped by `signal` or runs past `timeoutMs`.
 * The server runs the build's own code this way (content reading, the catalogue
 * publish's pages) without holding it.
 */
export function runSiteScript(options: SiteScriptOptions, script: string, args: readonly string[], signal: AbortSignal, timeoutMs: number): Promise<string> {
  const command = options.command ?? { file: process.execPath, args: ['--import', 'tsx', script] }
  return new Promise((resolve, reject) => {
    const child = spawn(command.file, [...command.args, ...args], { cwd: options.siteDir, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    const stop = () => child.kill('SIGKILL')
    const timer = setTimeout(stop, timeoutMs)
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
      if (code !== 0) return reject(new Error(`${path.basename(script)}: ${Buffer.concat(err).toString('utf8').trim() || `exit ${code}`}`))
      resolve(Buffer.concat(out).toString('utf8'))
    })
  })
}
