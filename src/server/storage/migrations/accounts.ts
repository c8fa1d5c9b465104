import type { Migration } from './index'

/**
 * Members, their addresses, cashback, login sessions, wishlists, error-log
 * documents and the CEP address table (versions 50–99 belong to accounts).
 */
export const accountMigrations: readonly Migration[] = [
  {
    version: 50,
    name: 'accounts: members, addresses, cashback, sessions',
    up(db) {
      db.exec(`
        CREATE TABLE members (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          password_hash TEXT NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('consumer', 'business')),
          given_name TEXT NOT NULL,
          middle_name TEXT,
          family_name TEXT NOT NULL,
          birthdate TEXT,
          phone_number TEXT,
          phone_verified INTEGER NOT NULL DEFAULT 0,
          gender TEXT,
          cpf TEXT,
          cnpj TEXT,
          company_name TEXT,
          loyalty_card TEXT,
          marketing_email_consent INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        );

        CREATE TABLE member_addresses (
          id TEXT PRIMARY KEY,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          vtex_id TEXT NOT NULL,
          country_code TEXT NOT NULL,
          street TEXT NOT NULL,
          locality TEXT NOT NULL,
          postal_code TEXT NOT NULL,
          complement TEXT,
          title TEXT NOT NULL,
          is_favorite INTEGER NOT NULL DEFAULT 0,
          firstname TEXT NOT NULL,
          lastname TEXT NOT NULL,
          phone_number TEXT,
          type TEXT NOT NULL DEFAULT 'SHIPPING',
          accuracy TEXT NOT NULL DEFAULT 'VALID',
          province TEXT NOT NULL,
          district TEXT NOT NULL,
          position INTEGER NOT NULL
        );
        CREATE INDEX member_addresses_member ON member_addresses(member_id, position);

        CREATE TABLE cashback_balances (
          member_id TEXT PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
          balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
          updated_at TEXT NOT NULL
        );

        CREATE TABLE login_sessions (
          token_hash TEXT PRIMARY KEY,
          member_id TEXT NOT NULL REFERENCES members(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        );
        CREATE INDEX login_sessions_member ON login_sessions(member_id);
        CREATE INDEX login_sessions_expiry ON login_sessions(expires_at);
      `)
    },
  },
  {
    version: 52,
    name: 'error-log documents',
    up(db) {
      db.exec(`
        CREATE TABLE error_log_documents (
          id TEXT PRIMARY KEY,
          schema_name TEXT NOT NULL,
          slug TEXT NOT NULL,
          context TEXT NOT NULL,
          error TEXT NOT NULL,
          created_at TEXT NOT NULL,
          UNIQUE (schema_name, slug, context)
        );
      `)
    },
  },
  {
    version: 53,
    name: 'CEP addresses',
    up(db) {
      db.exec(`
        CREATE TABLE cep_addresses (
          postal_code TEXT PRIMARY KEY CHECK (length(postal_code) = 8),
          street TEXT NOT NULL,
          neighborhood TEXT NOT NULL,
          city TEXT NOT NULL,
          state TEXT NOT NULL,
          latitude REAL,
          longitude REAL
        );
      `)
    },
  },
]
