import net from 'node:net'

/** One message the fake SMTP server accepted. */
export interface ReceivedMail {
  from: string
  to: string[]
  data: string
  auth: string | null
}

export interface FakeSmtpServer {
  port: number
  received: ReceivedMail[]
  /** The commands in order (AUTH payloads elided). */
  commands: string[]
  close(): Promise<void>
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests, in plain text (it never offers
 * STARTTLS): EHLO with AUTH PLAIN, then MAIL/RCPT/DATA/RSET/NOOP/QUIT.
 * `refuseRecipient` makes RCPT answer 550.
 */
export async function startFakeSmtp(options: { refuseRecipient?: boolean } = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = []
  const commands: string[] = []
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '', auth: null }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake-smtp ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.')
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { from: '', to: [], data: '', auth: current.auth }
          reply('250 queued')
          continue
        }
        const index = buffer.indexOf('\r\n')
        if (index < 0) return
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        const verb = line.split(' ')[0].toUpperCase()
        commands.push(verb === 'AUTH' ? 'AUTH' : line)
        if (verb === 'EHLO') {
          reply('250-fake-smtp')
          reply('250 AUTH PLAIN')
        } else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString()
          reply('235 ok')
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 ok')
        } else if (verb === 'RCPT') {
          if (options.refuseRecipient) reply('550 no such user')
          else {
            current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
            reply('250 ok')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 go ahead')
        } else if (verb === 'RSET' || verb === 'NOOP') {
          reply('250 ok')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('502 not implemented')
      }
    })
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    received,
    commands,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
