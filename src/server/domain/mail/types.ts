/** An e-mail to send: one recipient, a plain-text and an HTML body. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export type OutboxStatus = 'pending' | 'sent' | 'failed'

/** A message in the outbox, with what happened to it. */
export interface OutboxMessage extends MailMessage {
  id: number
  /** What it is about (order-confirmation, password-reset…): for the outbox page and the logs. */
  kind: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

/** Where messages wait to be sent (the outbox table). */
export interface OutboxRepository {
  /** Adds a message (inside the caller's transaction, when there is one). */
  enqueue(kind: string, message: MailMessage, createdAt: string): number
  /** Pending messages with fewer than `maxAttempts` attempts, oldest first. */
  pending(maxAttempts: number, limit: number): OutboxMessage[]
  markSent(id: number, sentAt: string): void
  /** Counts a failed attempt; the message turns `failed` at `maxAttempts`. */
  markAttemptFailed(id: number, error: string, maxAttempts: number): void
  /** The newest messages first. */
  list(limit: number): OutboxMessage[]
}

/** Sends a message (SMTP in production); throws when the server refuses it. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>
  /** Ends the transport's open connections (the server's shutdown). */
  close(): void
}
