import { randomUUID } from 'node:crypto'
import net from 'node:net'
import os from 'node:os'
import tls from 'node:tls'
import type { MailMessage, MailTransport } from './types'

/**
 * A small SMTP client (RFC 5321): EHLO, STARTTLS when the server offers it
 * (or implicit TLS with smtps://), AUTH PLAIN, one message per connection.
 * Configured by SMTP_URL (`smtp://user:password@host:587`, `smtps://…:465`)
 * and MAIL_FROM; without SMTP_URL the store only writes to its outbox.
 */
export interface SmtpConfig {
  host: string
  port: number
  /** Implicit TLS from the first byte (smtps://). */
  secure: boolean
  user: string | null
  password: string | null
  /** Check the server's certificate (SMTP_TLS_REJECT_UNAUTHORIZED=false turns it off, for test servers). */
  rejectUnauthorized: boolean
}

export const DEFAULT_MAIL_FROM = 'Arena Esportes <nao-responda@arenaesportes.com.br>'
const SMTP_TIMEOUT_MS = 15_000

/** The SMTP settings of the environment, or null when SMTP_URL is unset (outbox only). */
export function readSmtpConfig(env: NodeJS.ProcessEnv = process.env): SmtpConfig | null {
  const raw = env.SMTP_URL?.trim()
  if (!raw) return null
  const url = new URL(raw)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
    rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false',
  }
}

/** An e-mail address inside angle brackets ("Loja <a@b.c>" → a@b.c). */
export function addressOf(mailbox: string): string {
  const match = /<([^>]+)>/.exec(mailbox)
  return (match ? match[1] : mailbox).trim()
}

const encodeHeader = (value: string): string => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`)
const base64Lines = (value: string): string => Buffer.from(value).toString('base64').replace(/.{1,76}/g, '$&\r\n')

/** The message as MIME text (multipart/alternative: plain text and HTML, UTF-8, base64). */
export function mimeOf(message: MailMessage & { from: string }, now: Date = new Date()): string {
  const boundary = `=_arena_${randomUUID()}`
  const domain = addressOf(message.from).split('@')[1] ?? 'localhost'
  return [
    `From: ${message.from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n')
}

interface Reply {
  code: number
  lines: string[]
}

/** Reads SMTP replies (multi-line: "250-…" until "250 …") from a socket. */
class ReplyReader {
  private buffer = ''
  private waiting: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = []
  private replies: Reply[] = []
  private current: string[] = []
  private failure: Error | null = null

  constructor(socket: net.Socket) {
    this.attach(socket)
  }

  attach(socket: net.Socket): void {
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => this.push(chunk))
    socket.on('error', (error: Error) => this.fail(error))
    socket.on('close', () => this.fail(new Error('SMTP connection closed')))
  }

  private push(chunk: string): void {
    this.buffer += chunk
    let index: number
    while ((index = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, index)
      this.buffer = this.buffer.slice(index + 2)
      this.current.push(line.slice(4))
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines: this.current }
        this.current = []
        const next = this.waiting.shift()
        if (next) next.resolve(reply)
        else this.replies.push(reply)
      }
    }
  }

  private fail(error: Error): void {
    this.failure ??= error
    for (const next of this.waiting.splice(0)) next.reject(error)
  }

  next(): Promise<Reply> {
    const ready = this.replies.shift()
    if (ready) return Promise.resolve(ready)
    if (this.failure) return Promise.reject(this.failure)
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }))
  }
}

function connect(config: SmtpConfig): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = config.secure
      ? tls.connect({ host: config.host, port: config.port, servername: config.host, rejectUnauthorized: config.rejectUnauthorized }, () => resolve(socket))
      : net.connect({ host: config.host, port: config.port }, () => resolve(socket))
    socket.setTimeout(SMTP_TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')))
    socket.once('error', reject)
  })
}

function upgrade(socket: net.Socket, config: SmtpConfig): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const secured = tls.connect({ socket, servername: config.host, rejectUnauthorized: config.rejectUnauthorized }, () => resolve(secured))
    secured.once('error', reject)
  })
}

/** An SMTP transport: one connection per message. */
export function createSmtpTransport(config: SmtpConfig): MailTransport {
  return {
    async send(message) {
      let socket = await connect(config)
      let reader = new ReplyReader(socket)
      const command = async (line: string | null, expected: number[]): Promise<Reply> => {
        if (line !== null) socket.write(`${line}\r\n`)
        const reply = await reader.next()
        if (!expected.includes(reply.code)) {
          throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'} answered ${reply.code} ${reply.lines.join(' ')}`)
        }
        return reply
      }
      try {
        await command(null, [220])
        const hostname = os.hostname() || 'localhost'
        let hello = await command(`EHLO ${hostname}`, [250])
        if (!config.secure && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
          await command('STARTTLS', [220])
          socket.removeAllListeners('data')
          socket.removeAllListeners('error')
          socket.removeAllListeners('close')
          socket = await upgrade(socket, config)
          reader = new ReplyReader(socket)
          hello = await command(`EHLO ${hostname}`, [250])
        }
        if (config.user !== null) {
          const token = Buffer.from(`\u0000${config.user}\u0000${config.password ?? ''}`).toString('base64')
          await command(`AUTH PLAIN ${token}`, [235])
        }
        await command(`MAIL FROM:<${addressOf(message.from)}>`, [250])
        await command(`RCPT TO:<${addressOf(message.to)}>`, [250, 251])
        await command('DATA', [354])
        const body = mimeOf(message).replace(/\r\n\./g, '\r\n..')
        await command(`${body}\r\n.`, [250])
        // The message is accepted; a server that drops the line on QUIT does not undo it.
        await command('QUIT', [221]).catch(() => undefined)
      } finally {
        socket.end()
      }
    },
  }
}
