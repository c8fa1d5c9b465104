import http from 'node:http'

/**
 * A load that watches what a shutdown does to it: `connections` keep-alive
 * clients loop on GET paths, `uploads` clients send POST bodies slowly (in
 * chunks), each on its own socket. After `stop()` is called a client ends its
 * loop. When the server answers `Connection: close`, a client ends its loop,
 * or — with `reconnect` — connects again and goes on, as autocannon or a
 * proxy's upstream pool does; a refused connection then ends it (the server
 * has stopped listening: a balancer would try another upstream).
 *
 * Each failure is classified: a connection the server refused (nothing was
 * sent: not a failed request), a reset or hang-up on a new socket (the
 * request was sent on a connection the kernel had completed, then dropped),
 * a reset on a reused keep-alive socket, or another error.
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
  /** After `Connection: close` or a reset, connect again and go on (default false: the client ends). */
  reconnect?: boolean
  /**
   * Every GET on a connection of its own, asking `Connection: close` (nginx's upstream default without
   * `keepalive`, a health checker); implies `reconnect`. Default false: keep-alive.
   */
  freshConnections?: boolean
}

export interface DrainLoadReport {
  /** Complete responses, by status. */
  statuses: Record<number, number>
  completed: number
  /** Requests that got a reset or a hang-up instead of an answer (new and reused sockets). */
  resets: number
  /** …on a socket opened for this request (the server had not accepted it, or dropped it unanswered). */
  resetsOnNewSockets: number
  /** …on a keep-alive socket that had answered before. */
  resetsOnReusedSockets: number
  /** For each reset on a reused socket: how long the socket had been idle, by the client's clock, when the request went out (ms). */
  reusedSocketIdleMs: number[]
  /** Connections refused (the listener had closed): nothing was sent, so no request failed. */
  refused: number
  /** Other errors, by code. */
  otherErrors: Record<string, number>
  /** Requests sent that got no complete answer (resets, other errors) or a 5xx: the goal is none. */
  failedRequests: number
  /** Sockets the clients opened (one each to start; more when they reconnect). */
  socketsOpened: number
  /** Uploads whose whole body was sent and answered. */
  uploadsAnswered: number
  /** Clients (GET loops and uploads) that have had at least one answer: the server accepted their connection. */
  clientsAnswered: number
}

interface Outcome {
  status?: number
  closing?: boolean
  error?: NodeJS.ErrnoException
  /** Whether the request went out on a keep-alive socket that had served an earlier one. */
  reusedSocket: boolean
  /** On a reused socket: how long it had been idle when this request went out (ms). */
  idleMs?: number
}

/** When each client socket last finished receiving an answer. */
const lastAnswerAt = new WeakMap<object, number>()

function send(
  agent: http.Agent | false,
  url: URL,
  init: { method: string; headers?: Record<string, string>; chunks?: Buffer[]; chunkMs?: number },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const startedAt = performance.now()
    let idleMs: number | undefined
    const request = http.request(
      url,
      { method: init.method, agent, headers: { connection: agent ? 'keep-alive' : 'close', ...init.headers } },
      (response) => {
        response.resume()
        response.on('end', () => {
          lastAnswerAt.set(request.socket as object, performance.now())
          resolve({ status: response.statusCode, closing: response.headers.connection === 'close', reusedSocket: request.reusedSocket })
        })
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error, reusedSocket: request.reusedSocket, idleMs }))
      },
    )
    request.on('socket', (socket) => {
      const last = lastAnswerAt.get(socket)
      if (last !== undefined) idleMs = Math.round(startedAt - last)
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error, reusedSocket: request.reusedSocket, idleMs }))
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

function emptyReport(): DrainLoadReport {
  return {
    statuses: {},
    completed: 0,
    resets: 0,
    resetsOnNewSockets: 0,
    resetsOnReusedSockets: 0,
    reusedSocketIdleMs: [],
    refused: 0,
    otherErrors: {},
    failedRequests: 0,
    socketsOpened: 0,
    uploadsAnswered: 0,
    clientsAnswered: 0,
  }
}

/** Starts the load; `stop()` ends the loops (after their current request) and gives the report. */
export function startDrainLoad(options: DrainLoadOptions): { stop(): Promise<DrainLoadReport>; settled: Promise<DrainLoadReport>; snapshot(): DrainLoadReport } {
  const report = emptyReport()
  let stopping = false
  const reconnect = Boolean(options.reconnect || options.freshConnections)

  /** Counts an outcome; whether the client goes on (on the same socket, or a new one with `reconnect`). */
  const record = (outcome: Outcome): 'continue' | 'end' => {
    if (!outcome.reusedSocket) report.socketsOpened += 1
    if (outcome.error) {
      const code = outcome.error.code ?? (outcome.error.message === 'socket hang up' ? 'ECONNRESET' : 'UNKNOWN')
      if (code === 'ECONNREFUSED') {
        report.refused += 1
        return 'end'
      }
      report.failedRequests += 1
      if (RESET_CODES.has(code)) {
        report.resets += 1
        if (outcome.reusedSocket) {
          report.resetsOnReusedSockets += 1
          report.reusedSocketIdleMs.push(outcome.idleMs ?? -1)
        } else {
          report.resetsOnNewSockets += 1
        }
      } else {
        report.otherErrors[code] = (report.otherErrors[code] ?? 0) + 1
      }
      return reconnect ? 'continue' : 'end'
    }
    report.completed += 1
    const status = outcome.status ?? 0
    report.statuses[status] = (report.statuses[status] ?? 0) + 1
    if (status >= 500) report.failedRequests += 1
    return outcome.closing && !reconnect ? 'end' : 'continue'
  }

  const getLoop = async (offset: number) => {
    // One socket per client: after `Connection: close` the agent opens a new one for the next request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    let answered = false
    try {
      for (let i = offset; !stopping; i++) {
        const url = new URL(options.paths[i % options.paths.length], options.baseUrl)
        const outcome = await send(options.freshConnections ? false : agent, url, { method: 'GET', headers: { 'accept-encoding': 'br' } })
        if (!answered && !outcome.error) {
          answered = true
          report.clientsAnswered += 1
        }
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
    let answered = false
    try {
      while (!stopping) {
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
        if (!answered && !outcome.error) {
          answered = true
          report.clientsAnswered += 1
        }
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
