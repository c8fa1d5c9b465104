import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { OPENAPI_DIR } from './openapi'

/**
 * Prism's validating proxy (`@stoplight/prism-cli` 5) in front of a running
 * server: every call is forwarded unchanged, and the answer comes back with
 * the request's and the response's violations of the OpenAPI document in its
 * `sl-violations` header.
 */
export interface PrismProxy {
  baseUrl: string
  /** What Prism printed (for a failure's message). */
  output(): string
  close(): Promise<void>
}

/** One violation Prism found in a call (its `sl-violations` entries). */
export interface Violation {
  location: string[]
  severity: 'Error' | 'Warning' | 'Information' | 'Hint'
  code?: string | number
  message: string
}

/** How long Prism may take to read a document and listen (it prints every operation first). */
const PRISM_START_MS = 60_000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Starts `prism proxy {document} {upstream}` on a free loopback port and waits until it listens. */
export async function startPrismProxy(documentFile: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort()
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js')
  const child: ChildProcess = spawn(process.execPath, [cli, 'proxy', path.join(OPENAPI_DIR, documentFile), upstream, '--port', String(port), '--host', '127.0.0.1', '--errors=false', '--cors=false'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const until = Date.now() + PRISM_START_MS
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill()
      throw new Error(`Prism did not start for ${documentFile}:\n${printed}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => printed,
    async close() {
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}

/** The violations Prism reported for a call (none when it added no header). */
export function violationsOf(headers: Headers): Violation[] {
  const header = headers.get('sl-violations')
  return header ? (JSON.parse(header) as Violation[]) : []
}
