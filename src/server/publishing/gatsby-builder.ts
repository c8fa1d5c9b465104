import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_REPORT_ENV } from '../../contracts/publishing'
import { buildFailureReportSchema } from '../../contracts/schemas/publishing'
import { BUILD_OUTPUT_TAIL_BYTES } from '../domain/publishing/limits'
import type { BuildResult, SiteBuilder } from '../domain/publishing/ports'
import { failureSummary } from './build-output'
import { readBuildInfo } from './release-store'

/** Build logs kept in BUILDS_DIR/logs (older ones are deleted). */
const KEPT_BUILD_LOGS = 20
/** After SIGTERM, a build that has not exited gets SIGKILL. */
const KILL_GRACE_MS = 10_000

export interface BuildCommand {
  file: string
  args: string[]
}

export interface GatsbyBuilderOptions {
  /** The Gatsby project: where `gatsby build` runs, on its own .cache and public. */
  siteDir: string
  /** Where each build's console output and failure report go. */
  logsDir: string
  /** Default: this Node running gatsby's CLI, `build`. */
  command?: BuildCommand
  /** Added to the server's environment for the build. */
  env?: Readonly<Record<string, string>>
}

export function defaultBuildCommand(): BuildCommand {
  return { file: process.execPath, args: [require.resolve('gatsby/cli.js'), 'build'] }
}

/**
 * Runs `gatsby build` in the site folder, in its own process group (stopped
 * as a whole on abort), with the server's environment (DATA_DIR,
 * STORE_VARIANT, CONTENT_DIR, SITE_URL…). Gatsby builds incrementally on its
 * cache: only pages whose data changed are written again. A failed build
 * explains itself in the report file it is given (content issues named by
 * file or entry and field), else by its output.
 */
export class GatsbyBuilder implements SiteBuilder {
  private readonly command: BuildCommand

  constructor(private readonly options: GatsbyBuilderOptions) {
    this.command = options.command ?? defaultBuildCommand()
    fs.mkdirSync(options.logsDir, { recursive: true })
  }

  async build({ recordId, signal }: { recordId: number; signal: AbortSignal }): Promise<BuildResult> {
    const { siteDir, logsDir } = this.options
    const reportFile = path.join(logsDir, `${recordId}.report.json`)
    const logFile = path.join(logsDir, `${recordId}.log`)
    fs.rmSync(reportFile, { force: true })
    this.pruneLogs(recordId)
    const log = fs.createWriteStream(logFile)
    let tail = ''
    const keep = (chunk: Buffer) => {
      log.write(chunk)
      tail = (tail + chunk.toString('utf8')).slice(-BUILD_OUTPUT_TAIL_BYTES)
    }

    const child = spawn(this.command.file, this.command.args, {
      cwd: siteDir,
      env: { ...process.env, ...this.options.env, [BUILD_REPORT_ENV]: reportFile, GATSBY_TELEMETRY_DISABLED: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    const killGroup = (killSignal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, killSignal)
      } catch {
        // already gone
      }
    }
    let killTimer: NodeJS.Timeout | null = null
    const onAbort = () => {
      killGroup('SIGTERM')
      killTimer = setTimeout(() => killGroup('SIGKILL'), KILL_GRACE_MS)
      killTimer.unref()
    }
    signal.addEventListener('abort', onAbort, { once: true })

    const exitCode = await new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        keep(Buffer.from(`\n${error.message}\n`))
        resolve(null)
      })
      child.on('close', (code) => resolve(code))
    })
    signal.removeEventListener('abort', onAbort)
    if (killTimer) clearTimeout(killTimer)
    await new Promise<void>((resolve) => log.end(resolve))

    if (signal.aborted) {
      const reason = signal.reason instanceof Error ? signal.reason.message : 'the build was stopped'
      return { ok: false, message: reason, issues: [] }
    }
    if (exitCode === 0) {
      const cacheDir = path.join(siteDir, '.cache')
      return { ok: true, output: { publicDir: path.join(siteDir, 'public'), cacheDir, info: readBuildInfo(cacheDir) } }
    }
    const report = this.readReport(reportFile)
    return report ?? { ok: false, message: failureSummary(tail, exitCode), issues: [] }
  }

  private readReport(file: string): BuildResult | null {
    try {
      const parsed = buildFailureReportSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
      return parsed.success ? { ok: false, message: parsed.data.message, issues: parsed.data.issues } : null
    } catch {
      return null
    }
  }

  private pruneLogs(recordId: number): void {
    for (const name of fs.readdirSync(this.options.logsDir)) {
      const id = Number(name.split('.')[0])
      if (Number.isInteger(id) && id <= recordId - KEPT_BUILD_LOGS) fs.rmSync(path.join(this.options.logsDir, name), { force: true })
    }
  }
}
