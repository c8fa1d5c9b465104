import type { MailMessage, OutboxMessage, OutboxRepository } from '../domain/mail/types'
import type { Db } from './database'

interface OutboxRow {
  id: number
  kind: string
  recipient: string
  subject: string
  text_body: string
  html_body: string
  status: OutboxMessage['status']
  attempts: number
  last_error: string | null
  created_at: string
  sent_at: string | null
}

const messageOf = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
})

/** The e-mail outbox table. */
export class SqliteOutboxRepository implements OutboxRepository {
  private readonly insertStatement
  private readonly pendingStatement
  private readonly sentStatement
  private readonly failedStatement
  private readonly listStatement

  constructor(private readonly db: Db) {
    this.insertStatement = db.prepare(
      'INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    this.pendingStatement = db.prepare("SELECT * FROM mail_outbox WHERE status = 'pending' AND attempts < ? ORDER BY id LIMIT ?")
    this.sentStatement = db.prepare("UPDATE mail_outbox SET status = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?")
    this.failedStatement = db.prepare(
      "UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, status = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE status END WHERE id = ?",
    )
    this.listStatement = db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?')
  }

  enqueue(kind: string, message: MailMessage, createdAt: string): number {
    return Number(this.insertStatement.run(kind, message.to, message.subject, message.text, message.html, createdAt).lastInsertRowid)
  }

  pending(maxAttempts: number, limit: number): OutboxMessage[] {
    return (this.pendingStatement.all(maxAttempts, limit) as OutboxRow[]).map(messageOf)
  }

  markSent(id: number, sentAt: string): void {
    this.sentStatement.run(sentAt, id)
  }

  markAttemptFailed(id: number, error: string, maxAttempts: number): void {
    this.failedStatement.run(error, maxAttempts, id)
  }

  list(limit: number): OutboxMessage[] {
    return (this.listStatement.all(limit) as OutboxRow[]).map(messageOf)
  }

  /** Deletes the messages already sent (or given up) to a recipient: what they said about the person is gone with the account. */
  forgetRecipient(email: string): number {
    return this.db.prepare("DELETE FROM mail_outbox WHERE recipient = ? COLLATE NOCASE AND status <> 'pending'").run(email).changes
  }

}
