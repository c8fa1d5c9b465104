import type { OutboxMail, OutboxStore } from '../domain/mail/types'
import type { Db } from './database'

interface OutboxRow {
  id: string
  to: string
  subject: string
  text: string
  html: string
  created_at: string
  sent_at: string | null
}

/** The mail outbox (table mail_outbox). */
export class OutboxRepository implements OutboxStore {
  private readonly insertStatement
  private readonly latestStatement

  constructor(db: Db) {
    this.insertStatement = db.prepare('INSERT INTO mail_outbox (id, "to", subject, text, html, created_at, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    this.latestStatement = db.prepare('SELECT * FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?')
  }

  insert(mail: OutboxMail): void {
    this.insertStatement.run(mail.id, mail.to, mail.subject, mail.text, mail.html, mail.createdAt, mail.sentAt)
  }

  latest(limit: number): OutboxMail[] {
    return (this.latestStatement.all(limit) as OutboxRow[]).map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    }))
  }
}
