/**
 * One step of the test runner (scripts/test.ts): a command run to its end, or
 * stopped at its time limit. Each step runs in a process group of its own, so
 * a step that outlives its limit is stopped with everything it started (a
 * build's workers too), and the runner goes on to its summary line. A runner
 * that is interrupted or stopped passes the signal on to the running steps.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'

export interface StepResult {
  name: string
  ok: boolean
  seconds: number
  /** Stopped at its time limit (it counts as a failure whatever its tests said). */
  timedOut: boolean
}

export interface StepOptions {
  cwd: string
  env?: NodeJS.ProcessEnv
  /** The step's output goes to this file and is printed when it ends (a step run alongside another). */
  log?: string
  /** Stopped after this long. */
  timeLimitMs: number
  /** Where the step's lines go (the console; a test's list). */
  print?: (line: string) => void
  /** Where a logged step's output is copied when it ends. */
  write?: (text: Buffer) => void
}

/** Process groups of the steps running now. */
const runningGroups = new Set<number>()

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group has ended meanwhile.
  }
}

let forwarding = false
/** An interrupted runner (Ctrl-C, CI's stop) stops its steps' groups too: they are not in its own group. */
function forwardSignalsOnce(): void {
  if (forwarding) return
  forwarding = true
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const pid of runningGroups) signalGroup(pid, signal)
      process.exit(130)
    })
  }
  process.once('exit', () => {
    for (const pid of runningGroups) signalGroup(pid, 'SIGKILL')
  })
}

export function runStep(name: string, command: string, args: readonly string[], options: StepOptions): Promise<StepResult> {
  const print = options.print ?? ((line: string) => console.log(line))
  const write = options.write ?? ((text: Buffer) => process.stdout.write(text))
  const started = Date.now()
  const output = options.log ? fs.openSync(options.log, 'w') : null
  forwardSignalsOnce()
  return new Promise((resolve) => {
    let done = false
    let timedOut = false
    const child = spawn(command, [...args], {
      cwd: options.cwd,
      stdio: output === null ? 'inherit' : ['ignore', output, output],
      env: { ...process.env, ...options.env },
      detached: true,
    })
    const group = child.pid
    if (group !== undefined) runningGroups.add(group)
    const finish = (ok: boolean) => {
      if (done) return
      done = true
      clearTimeout(limit)
      if (group !== undefined) {
        // Whatever the step left behind (a server, a worker) goes with it.
        signalGroup(group, 'SIGKILL')
        runningGroups.delete(group)
      }
      const seconds = Math.round((Date.now() - started) / 100) / 10
      if (output !== null && options.log) {
        fs.closeSync(output)
        print(`\n▷ output of ${name}:`)
        write(fs.readFileSync(options.log))
      }
      print(`${ok ? '✔' : '✘'} ${name} (${seconds}s)${timedOut ? `: stopped at its time limit of ${Math.round(options.timeLimitMs / 1000)} s` : ''}`)
      resolve({ name, ok, seconds, timedOut })
    }
    // finish() stops the step's group, here as after any end.
    const limit = setTimeout(() => {
      timedOut = true
      finish(false)
    }, options.timeLimitMs)
    child.on('error', (error) => {
      print(`${name}: ${error.message}`)
      finish(false)
    })
    child.on('close', (code) => finish(code === 0))
  })
}
