import fs from 'node:fs'
import net from 'node:net'
import nodemailer from 'nodemailer'
import type { MailTransport } from './types'

/**
 * The SMTP transport of the outbox, through nodemailer (a maintained client:
 * STARTTLS, AUTH PLAIN/LOGIN/CRAM-MD5, a connection pool, DKIM). Configured by
 * SMTP_URL (`smtp://user:password@host:587`, `smtps://…:465`), MAIL_FROM and
 * the optional SMTP_DKIM_*; without SMTP_URL the store only writes to its outbox.
 */
export interface SmtpConfig {
  host: string
  port: number
  /** Implicit TLS from the first byte (smtps://). */
  secure: boolean
  /**
   * STARTTLS is required before anything else is said (credentials above all):
   * a server that does not offer it is refused. Always, but with smtps:// (TLS
   * from the first byte) or a server on this machine (localhost, 127.x, ::1).
   */
  requireTls: boolean
  user: string | null
  password: string | null
  /** Check the server's certificate (SMTP_TLS_REJECT_UNAUTHORIZED=false turns it off, for test servers). */
  rejectUnauthorized: boolean
  /** DKIM signing of every message (SMTP_DKIM_DOMAIN, SMTP_DKIM_SELECTOR, SMTP_DKIM_PRIVATE_KEY_FILE), or null. */
  dkim: DkimConfig | null
}

export interface DkimConfig {
  domainName: string
  keySelector: string
  /** The PEM private key. */
  privateKey: string
}

export const DEFAULT_MAIL_FROM = 'Arena Esportes <nao-responda@arenaesportes.com.br>'
/** How long a connection, the greeting or a silent socket may take before the attempt fails (and is retried later). */
export const SMTP_TIMEOUT_MS = 15_000
/** Connections the pool keeps open to the mail server at most. */
export const SMTP_POOL_CONNECTIONS = 2

/** A mail server on this machine: the only place credentials may go without TLS. */
function isLocalHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (net.isIPv4(name)) return name.startsWith('127.')
  return name === '::1'
}

function readDkimConfig(env: NodeJS.ProcessEnv): DkimConfig | null {
  const domainName = env.SMTP_DKIM_DOMAIN?.trim()
  const keySelector = env.SMTP_DKIM_SELECTOR?.trim()
  const keyFile = env.SMTP_DKIM_PRIVATE_KEY_FILE?.trim()
  if (!domainName && !keySelector && !keyFile) return null
  if (!domainName || !keySelector || !keyFile) {
    throw new Error('DKIM needs SMTP_DKIM_DOMAIN, SMTP_DKIM_SELECTOR and SMTP_DKIM_PRIVATE_KEY_FILE together')
  }
  let privateKey: string
  try {
    privateKey = fs.readFileSync(keyFile, 'utf8')
  } catch (error) {
    throw new Error(`SMTP_DKIM_PRIVATE_KEY_FILE: cannot read ${keyFile} (${error instanceof Error ? error.message : String(error)})`)
  }
  if (!privateKey.includes('PRIVATE KEY-----')) throw new Error(`SMTP_DKIM_PRIVATE_KEY_FILE: ${keyFile} is not a PEM private key`)
  return { domainName, keySelector, privateKey }
}

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
    requireTls: !secure && !isLocalHost(url.hostname),
    user: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
    rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED !== 'false',
    dkim: readDkimConfig(env),
  }
}

/** An e-mail address inside angle brackets ("Loja <a@b.c>" → a@b.c). */
export function addressOf(mailbox: string): string {
  const match = /<([^>]+)>/.exec(mailbox)
  return (match ? match[1] : mailbox).trim()
}

/** An SMTP transport over a small pool of connections; close() ends them (the server's shutdown). */
export function createSmtpTransport(config: SmtpConfig): MailTransport {
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: config.requireTls,
    auth: config.user !== null ? { user: config.user, pass: config.password ?? '' } : undefined,
    tls: { servername: config.host, rejectUnauthorized: config.rejectUnauthorized },
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    dkim: config.dkim ?? undefined,
  })
  return {
    async send(message) {
      await transporter.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
    },
    close() {
      transporter.close()
    },
  }
}
