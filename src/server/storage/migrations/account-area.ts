import type Database from 'better-sqlite3'
import { digitsOnly } from '../../../contracts/documents'
import type { Migration } from './index'

/**
 * The account area (versions 60–69, in the accounts range): one-time tokens
 * of e-mailed links, the cashback ledger, club memberships, product reviews,
 * marketplace seller applications, and one account per CPF and per CNPJ.
 * (Version 63, exchange requests, is the exchanges feature's.)
 */
export const accountAreaMigrations: readonly Migration[] = [
  {
    version: 60,
    name: 'account tokens (sign-up activation, password reset)',
    up(db) {
      db.exec(`
        CREATE TABLE account_tokens (
          token_hash TEXT PRIMARY KEY,
          purpose TEXT NOT NULL CHECK (purpose IN ('activation', 'password-reset')),
          email TEXT NOT NULL COLLATE NOCASE,
          member_id TEXT REFERENCES members(id) ON DELETE CASCADE,
          payload TEXT,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        );
        CREATE INDEX account_tokens_expiry ON account_tokens(expires_at);
      `)
    },
  },
  {
    version: 65,
    name: 'marketplace seller applications',
    up(db) {
      db.exec(`
        CREATE TABLE seller_applications (
          protocol TEXT PRIMARY KEY,
          cnpj TEXT NOT NULL,
          status TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          json TEXT NOT NULL
        );
        CREATE INDEX seller_applications_cnpj ON seller_applications(cnpj);
      `)
    },
  },
  {
    version: 66,
    name: 'one account per CPF and per CNPJ (documents normalised; duplicates moved aside)',
    up(db) {
      db.exec(`
        CREATE TABLE member_document_conflicts (
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          kind TEXT NOT NULL CHECK (kind IN ('cpf', 'cnpj')),
          document TEXT NOT NULL,
          kept_by TEXT NOT NULL,
          cleared_at TEXT NOT NULL,
          PRIMARY KEY (member_id, kind)
        );
      `)
      uniqueDocuments(db, 'cpf', digitsOnly)
      uniqueDocuments(db, 'cnpj', cnpjAsStored)
      db.exec(`
        CREATE UNIQUE INDEX members_cpf_unique ON members(cpf) WHERE cpf IS NOT NULL;
        CREATE UNIQUE INDEX members_cnpj_unique ON members(cnpj) WHERE cnpj IS NOT NULL;
      `)
    },
  },
]

/**
 * A CNPJ as the forms store it, for data written before this migration: its letters and digits, upper-case
 * (a numeric CNPJ keeps its 14 digits; an alphanumeric one, IN RFB 2.229/2024, its 14 characters).
 * The rule of contracts/documents `cnpjCharacters` as it stood when this migration was written: a
 * migration keeps its own copy, so that what it did never changes with later code.
 */
function cnpjAsStored(value: string): string {
  return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
}

/**
 * Brings every member's document of a kind to its stored form, then leaves each document on one member:
 * the oldest account (by creation, then id) keeps it; on the others it is cleared and recorded in
 * member_document_conflicts (which member, the document, who kept it), for the store to sort out. A
 * cleared CPF is asked again where the store needs it (the club, the checkout). Nothing else changes.
 */
function uniqueDocuments(db: Database.Database, kind: 'cpf' | 'cnpj', normalise: (value: string) => string): void {
  const rows = db.prepare(`SELECT id, ${kind} AS document FROM members WHERE ${kind} IS NOT NULL ORDER BY created_at, id`).all() as Array<{ id: string; document: string }>
  const update = db.prepare(`UPDATE members SET ${kind} = ? WHERE id = ?`)
  const conflict = db.prepare('INSERT INTO member_document_conflicts (member_id, kind, document, kept_by, cleared_at) VALUES (?, ?, ?, ?, ?)')
  const keptBy = new Map<string, string>()
  const now = new Date().toISOString()
  for (const row of rows) {
    const document = normalise(row.document)
    const holder = document === '' ? undefined : keptBy.get(document)
    if (document === '' || holder !== undefined) {
      update.run(null, row.id)
      if (holder !== undefined) conflict.run(row.id, kind, document, holder, now)
      continue
    }
    keptBy.set(document, row.id)
    if (document !== row.document) update.run(document, row.id)
  }
}
