import type { Server } from 'node:http'
import net from 'node:net'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** A shutdown waits at most this long for accepted requests; then what is left is closed. */
export const DRAIN_TIMEOUT_MS = 10_000
/** During a drain, a connection with no request for this long is closed (its client has nothing more to send). */
export const DRAIN_IDLE_GRACE_MS = 1_000
/** How often a drain looks for idle connections to close. */
const DRAIN_SWEEP_MS = 100

export interface DrainReport {
  /** Connections still open when the drain timed out (closed by force). */
  forced: number
  ms: number
}

interface Connection {
  active: number
  lastActiveAt: number
}

/**
 * The server's way out: on SIGTERM it stops accepting, finishes what it
 * accepted, then closes.
 * - The listening socket closes first, at once: a new connection is refused
 *   (nothing was sent; a load balancer tries another upstream). It closes
 *   before any answer carries `Connection: close`: a client told to close
 *   connects again at once (autocannon, a proxy's upstream pool), and on
 *   Linux closing a listener resets every connection still waiting in its
 *   accept queue — requests already sent, lost. Keeping the listener open
 *   for a grace instead never ends while clients reconnect, and its close
 *   then resets whoever is queued (decision 0025).
 * - `draining` turns true: health answers 503 to whoever still asks on an
 *   open connection, and every answer carries `Connection: close`.
 * - Idle connections are not cut with Node's `closeIdleConnections`, which
 *   would also cut connections whose request is waiting, unread, in their
 *   socket: a connection is closed once it has had no request for
 *   DRAIN_IDLE_GRACE_MS, counted from the drain's start (the event loop has
 *   read the sockets since), judged just after the loop has read its sockets;
 *   a request in flight (a render, an upload still arriving) is answered first.
 * - After DRAIN_TIMEOUT_MS whatever is left is closed.
 */
export class ServerDrain {
  private readonly connections = new Map<Socket, Connection>()
  private drainStartedAt: number | null = null

  constructor(
    private readonly server: Server,
    private readonly now: () => number = Date.now,
  ) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { active: 0, lastActiveAt: this.now() })
      socket.once('close', () => this.connections.delete(socket))
    })
    server.on('request', (request, response) => {
      const connection = this.connections.get(request.socket)
      if (!connection) return
      connection.active += 1
      response.once('close', () => {
        connection.active -= 1
        connection.lastActiveAt = this.now()
      })
    })
  }

  get draining(): boolean {
    return this.drainStartedAt !== null
  }

  /** Marks every answer given while draining with `Connection: close` (register before listening). */
  register(app: FastifyInstance): void {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close')
      done(null, payload)
    })
  }

  /** Drains: resolves when every connection has closed (or the timeout closed them). */
  drain(timeoutMs = DRAIN_TIMEOUT_MS): Promise<DrainReport> {
    const started = this.now()
    // In this order and in one step: no answer can carry `Connection: close` while the listener still accepts.
    net.Server.prototype.close.call(this.server)
    this.drainStartedAt = started
    return new Promise((resolve) => {
      let finished = false
      const finish = (forced: number) => {
        if (finished) return
        finished = true
        clearInterval(sweeper)
        clearTimeout(deadline)
        resolve({ forced, ms: this.now() - started })
      }
      let sweepQueued = false
      // The sweep runs after the loop's poll phase (setImmediate), not in the timers phase that comes first: after a
      // long turn (renders under load), requests that arrived meanwhile are read before a connection is judged idle.
      const queueSweep = () => {
        if (sweepQueued) return
        sweepQueued = true
        setImmediate(() => {
          sweepQueued = false
          if (!finished) sweep()
        })
      }
      const sweep = () => {
        const now = this.now()
        // Idle time counts from the drain's start, not from the connection's last answer: until the loop has polled
        // the sockets again (it may have been busy rendering since the signal), a request already sent looks idle.
        for (const [socket, connection] of this.connections) {
          const idleSince = Math.max(connection.lastActiveAt, started)
          if (connection.active === 0 && now - idleSince >= DRAIN_IDLE_GRACE_MS) socket.destroy()
        }
        if (this.connections.size === 0) finish(0)
      }
      const sweeper = setInterval(queueSweep, DRAIN_SWEEP_MS)
      const deadline = setTimeout(() => {
        const left = this.connections.size
        for (const socket of this.connections.keys()) socket.destroy()
        finish(left)
      }, timeoutMs)
    })
  }
}
