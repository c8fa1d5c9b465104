import http from 'node:http'
import net from 'node:net'
import { DRAIN_IDLE_GRACE_MS, ServerDrain, type DrainReport } from '../drain'

/** Blocks the event loop (a render, a busy machine): nothing is read from any socket meanwhile. */
function busyFor(ms: number): void {
  const end = Date.now() + ms
  while (Date.now() < end) {
    // busy
  }
}

interface Harness {
  server: http.Server
  drain: ServerDrain
  port: number
  clock: { now: number }
}

/** A plain HTTP server with the drain attached; answers carry `Connection: close` once it drains (as the app's hook does). */
async function startServer(): Promise<Harness> {
  const clock = { now: Date.now() }
  const server = http.createServer()
  const drain = new ServerDrain(server, () => clock.now)
  server.on('request', (_request, response) => {
    if (drain.draining) response.setHeader('connection', 'close')
    response.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { server, drain, port: typeof address === 'object' && address ? address.port : 0, clock }
}

/** A raw keep-alive connection: what it received, and how it ended. */
function connect(port: number): Promise<{ socket: net.Socket; received: () => string; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => resolve({ socket, received: () => text, ended }))
    const ended = new Promise<string>((done) => {
      socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'))
      socket.on('close', () => done('closed'))
    })
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.once('error', reject)
  })
}

const REQUEST = 'GET / HTTP/1.1\r\nHost: loja\r\nConnection: keep-alive\r\n\r\n'
const answers = (text: string) => text.split('HTTP/1.1 200').length - 1

describe('ServerDrain', () => {
  it('stops accepting at once: a new connection is refused, not queued and reset', async () => {
    const { server, drain, port } = await startServer()
    const drained = drain.drain()
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve('connected'))
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    expect(refused).toBe('ECONNREFUSED')
    expect(await drained).toMatchObject({ forced: 0 })
    server.close()
  })

  it('a request sent while the loop was busy past the idle grace is read and answered, not cut as idle', async () => {
    const { server, drain, port, clock } = await startServer()
    const client = await connect(port)
    client.socket.write(REQUEST)
    for (let waited = 0; answers(client.received()) < 1 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(answers(client.received())).toBe(1)

    // The signal comes; the client (another process, in truth) sends its next request on its kept-alive connection while
    // the server's loop is busy for longer than the idle grace (a turn that ends after its poll phase, as renders do):
    // the request waits, unread, in the socket, and the next turn starts with its timers.
    const drained = await new Promise<Promise<DrainReport>>((resolve) =>
      setImmediate(() => {
        const report = drain.drain()
        client.socket.write(REQUEST)
        clock.now += DRAIN_IDLE_GRACE_MS + 100
        busyFor(150)
        resolve(report)
      }),
    )

    expect(await client.ended).toBe('closed')
    // Answered, and told to close: a reset here is what a balancer counts as a failed request.
    expect(answers(client.received())).toBe(2)
    expect(client.received()).toMatch(/connection: close/i)
    expect(await drained).toMatchObject({ forced: 0 })
    server.close()
  })

  it('a connection idle past the grace is closed (FIN, no reset), and the drain then ends', async () => {
    const { server, drain, port, clock } = await startServer()
    const client = await connect(port)
    client.socket.write(REQUEST)
    for (let waited = 0; answers(client.received()) < 1 && waited < 2_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    const drained = drain.drain()
    clock.now += DRAIN_IDLE_GRACE_MS
    expect(await client.ended).toBe('closed')
    expect(await drained).toMatchObject({ forced: 0 })
    server.close()
  })
})
