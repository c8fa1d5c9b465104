/** An e-mail to send: plain text and HTML bodies of the same message. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/** An e-mail as the outbox keeps it until a mailer sends it (sentAt null until then). */
export interface OutboxMail extends MailMessage {
  id: string
  createdAt: string
  sentAt: string | null
}

/** Where e-mails wait to be sent. */
export interface OutboxStore {
  insert(mail: OutboxMail): void
  /** The newest first, at most `limit`. */
  latest(limit: number): OutboxMail[]
}
