import type { MailMessage, OutboxMail, OutboxStore } from './types'

/** How many e-mails the development listing shows. */
export const OUTBOX_LISTING_MAX = 50

/**
 * The store's outgoing e-mail: every message is written to the outbox (table
 * mail_outbox) in the same process step that decided to send it; a mailer
 * delivers and stamps `sentAt` (none is configured in the embedded backend:
 * the development listing shows the outbox instead).
 */
export class MailOutbox {
  constructor(
    private readonly store: OutboxStore,
    private readonly newId: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  send(message: MailMessage): OutboxMail {
    const mail: OutboxMail = { ...message, id: this.newId(), createdAt: this.now().toISOString(), sentAt: null }
    this.store.insert(mail)
    return mail
  }

  latest(limit = OUTBOX_LISTING_MAX): OutboxMail[] {
    return this.store.latest(limit)
  }
}

/** What rules that send e-mail need: only `send`. */
export type Mailer = Pick<MailOutbox, 'send'>
