import type { Migration } from './index'

/** The e-mail outbox (versions 250–299): every message the store sends, written before it is sent. */
export const mailMigrations: readonly Migration[] = [
  {
    version: 250,
    name: 'mail outbox',
    up(db) {
      db.exec(`
        CREATE TABLE mail_outbox (
          id INTEGER PRIMARY KEY,
          kind TEXT NOT NULL,
          recipient TEXT NOT NULL,
          subject TEXT NOT NULL,
          text_body TEXT NOT NULL,
          html_body TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0,
          last_error TEXT,
          created_at TEXT NOT NULL,
          sent_at TEXT
        );
        CREATE INDEX mail_outbox_pending ON mail_outbox (id) WHERE status = 'pending';
      `)
    },
  },
]
