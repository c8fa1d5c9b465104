import http from 'node:http'

/**
 * A load that watches what a shutdown does to it: `connections` keep-alive
 * clients loop on GET paths, `uploads` clients send POST bodies slowly (in
 * chunks), each on its own socket. After `stop()` is called (or the server
 * closes the connection with `Connection: close`) a client ends its loop.
 *
 * Each failure is classified: a connection the server refused (nothing was
 * accepted), or a reset/hang-up of a connection that had been established —
 * a request the server accepted and then dropped.
 */
export interface DrainLoadOptions {
  baseUrl: string
  /** Paths the GET clients cycle through. */
  paths: string[]
  connections: number
  /** Clients posting a body in slow chunks (default 0). */
  uploads?: number
  /** Path and headers of the uploads (default: the error log endpoint). */
  uploadPath?: string
  uploadHeaders?: Record<string, string>
  /** Body size of an upload and the number of chunks it is sent in, `uploadChunkMs` apart. */
  uploadBytes?: number
  uploadChunks?: number
  uploadChunkMs?: number
}

export interface DrainLoadReport {
  /** Complete responses, by status. */
  statuses: Record<number, number>
  completed: number
  /** Requests on an established connection that got a reset or a hang-up instead of an answer. */
  resets: number
  /** Connections refused (the listener had closed): nothing was accepted. */
  refused: number
  /** Other errors, by code. */
  otherErrors: Record<string, number>
  /** Uploads whose whole body was sent and answered. */
  uploadsAnswered: number
  /** Clients (GET loops and uploads) that have had at least one answer: the server accepted their connection. */
  clientsAnswered: number
}

interface Outcome {
  status?: number
  closing?: boolean
  error?: NodeJS.ErrnoException
}

function send(agent: http.Agent, url: URL, init: { method: string; headers?: Record<string, string>; chunks?: Buffer[]; chunkMs?: number }): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: init.method, agent, headers: { connection: 'keep-alive', ...init.headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode, closing: response.headers.connection === 'close' }))
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error }))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error }))
    const chunks = init.chunks ?? []
    let index = 0
    const next = () => {
      if (request.destroyed) return
      if (index >= chunks.length) {
        request.end()
        return
      }
      request.write(chunks[index++])
      setTimeout(next, init.chunkMs ?? 0)
    }
    next()
  })
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED'])

/** Starts the load; `stop()` ends the loops (after their current request) and gives the report. */
export function startDrainLoad(options: DrainLoadOptions): { stop(): Promise<DrainLoadReport>; settled: Promise<DrainLoadReport>; snapshot(): DrainLoadReport } {
  const report: DrainLoadReport = { statuses: {}, completed: 0, resets: 0, refused: 0, otherErrors: {}, uploadsAnswered: 0, clientsAnswered: 0 }
  let stopping = false

  const record = (outcome: Outcome): 'continue' | 'end' => {
    if (outcome.error) {
      const code = outcome.error.code ?? (outcome.error.message === 'socket hang up' ? 'ECONNRESET' : 'UNKNOWN')
      if (code === 'ECONNREFUSED') report.refused += 1
      else if (RESET_CODES.has(code)) report.resets += 1
      else report.otherErrors[code] = (report.otherErrors[code] ?? 0) + 1
      return 'end'
    }
    report.completed += 1
    const status = outcome.status ?? 0
    report.statuses[status] = (report.statuses[status] ?? 0) + 1
    return outcome.closing ? 'end' : 'continue'
  }

  const getLoop = async (offset: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      for (let i = offset; !stopping; i++) {
        const url = new URL(options.paths[i % options.paths.length], options.baseUrl)
        const outcome = await send(agent, url, { method: 'GET', headers: { 'accept-encoding': 'br' } })
        if (i === offset && !outcome.error) report.clientsAnswered += 1
        if (record(outcome) === 'end') return
      }
    } finally {
      agent.destroy()
    }
  }

  const uploadLoop = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const bytes = options.uploadBytes ?? 8 * 1024
    const parts = options.uploadChunks ?? 4
    const body = Buffer.from(JSON.stringify({ slug: 'drain', context: 'upload', error: 'x'.repeat(Math.max(0, bytes - 60)) }))
    const size = Math.ceil(body.length / parts)
    const chunks = Array.from({ length: parts }, (_, i) => body.subarray(i * size, (i + 1) * size))
    try {
      for (let first = true; !stopping; first = false) {
        const outcome = await send(agent, new URL(options.uploadPath ?? '/api/dataentities/log/documents', options.baseUrl), {
          method: 'POST',
          // A matching anti-forgery pair (double submit), so the body is read rather than refused up front.
          headers: {
            'content-type': 'application/json',
            'content-length': String(body.length),
            cookie: 'XSRF-TOKEN=drain-load',
            'x-xsrf-token': 'drain-load',
            ...options.uploadHeaders,
          },
          chunks,
          chunkMs: options.uploadChunkMs ?? 100,
        })
        if (!outcome.error) report.uploadsAnswered += 1
        if (first && !outcome.error) report.clientsAnswered += 1
        if (record(outcome) === 'end') return
      }
    } finally {
      agent.destroy()
    }
  }

  const loops = [
    ...Array.from({ length: options.connections }, (_, i) => getLoop(i)),
    ...Array.from({ length: options.uploads ?? 0 }, () => uploadLoop()),
  ]
  const settled = Promise.all(loops).then(() => report)
  return {
    settled,
    snapshot: () => structuredClone(report),
    async stop() {
      stopping = true
      return settled
    },
  }
}
