import { MAIL_MAX_ATTEMPTS } from '../../../config/constants'
import type { MailMessage, MailTransport, OutboxMessage, OutboxRepository } from './types'

/** Messages sent per delivery round. */
const DELIVERY_BATCH = 20

/**
 * The store's e-mail: every message is written to the outbox first (in the
 * same transaction as what it announces), then sent by the transport when one
 * is configured (SMTP), with a few attempts. Without a transport the outbox
 * keeps them, readable on the development outbox page.
 */
export class Mailer {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly transport: MailTransport | null,
    private readonly from: string,
  ) {}

  get delivers(): boolean {
    return this.transport !== null
  }

  /** Queues a message; returns its outbox id. */
  queue(kind: string, message: MailMessage, now: Date): number {
    return this.outbox.enqueue(kind, message, now.toISOString())
  }

  /** Sends the pending messages (none without a transport); returns how many were sent. */
  async deliverPending(now: () => Date = () => new Date()): Promise<number> {
    if (!this.transport) return 0
    let sent = 0
    for (const message of this.outbox.pending(MAIL_MAX_ATTEMPTS, DELIVERY_BATCH)) {
      try {
        await this.transport.send({ to: message.to, subject: message.subject, text: message.text, html: message.html, from: this.from })
        this.outbox.markSent(message.id, now().toISOString())
        sent += 1
      } catch (error) {
        this.outbox.markAttemptFailed(message.id, error instanceof Error ? error.message.slice(0, 500) : String(error), MAIL_MAX_ATTEMPTS)
      }
    }
    return sent
  }

  /** Ends the transport's connections (the server's shutdown); unsent messages stay in the outbox. */
  close(): void {
    this.transport?.close()
  }

  /** The newest messages (the development outbox page). */
  recent(limit: number): OutboxMessage[] {
    return this.outbox.list(limit)
  }
}
