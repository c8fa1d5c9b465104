import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runStep } from '../run-step'

/** Whether a process still runs (a killed one whose parent is gone may stay a zombie until reaped: not running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    // /proc/PID/stat: "pid (name) state …"; Z is a zombie.
    return !/^\d+ \(.*\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}

const node = process.execPath

describe('runStep', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-step-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('reports a step that ends by its exit code, and prints a logged step’s output when it ends', async () => {
    const lines: string[] = []
    const written: string[] = []
    const log = path.join(dir, 'step.log')
    const ok = await runStep('passes', node, ['-e', 'console.log("hello from the step")'], {
      cwd: dir,
      log,
      timeLimitMs: 30_000,
      print: (line) => lines.push(line),
      write: (text) => written.push(text.toString()),
    })
    expect(ok).toMatchObject({ name: 'passes', ok: true, timedOut: false })
    expect(written.join('')).toContain('hello from the step')
    expect(lines.at(-1)).toMatch(/^✔ passes \(/)
    const failed = await runStep('fails', node, ['-e', 'process.exit(3)'], { cwd: dir, timeLimitMs: 30_000, print: (line) => lines.push(line) })
    expect(failed).toMatchObject({ ok: false, timedOut: false })
  })

  it('stops a step at its time limit with every process it started, and says so', async () => {
    // The step starts a child that would run for ever (as a build's worker did), writes its pid, and waits.
    const pidFile = path.join(dir, 'grandchild.pid')
    const script = [
      'const { spawn } = require("node:child_process")',
      'const fs = require("node:fs")',
      `const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" })`,
      `fs.writeFileSync(${JSON.stringify(pidFile)}, String(child.pid))`,
      'setInterval(() => {}, 1000)',
    ].join(';')
    const lines: string[] = []
    const result = await runStep('hangs', node, ['-e', script], { cwd: dir, timeLimitMs: 1500, print: (line) => lines.push(line) })
    expect(result).toMatchObject({ name: 'hangs', ok: false, timedOut: true })
    expect(lines.at(-1)).toMatch(/^✘ hangs \(.*\): stopped at its time limit of 2 s$/)
    const grandchild = Number(fs.readFileSync(pidFile, 'utf8'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(running(grandchild)).toBe(false)
  })

  it('a command that cannot start is a failed step, not a crash', async () => {
    const lines: string[] = []
    const result = await runStep('missing', path.join(dir, 'no-such-command'), [], { cwd: dir, timeLimitMs: 30_000, print: (line) => lines.push(line) })
    expect(result).toMatchObject({ ok: false, timedOut: false })
    expect(lines.join('\n')).toMatch(/missing: .*ENOENT/)
  })
})
