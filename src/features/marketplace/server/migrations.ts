import type { Migration } from '../../../server/storage/migrations'

/** The marketplace feature's tables (its own versions are 470–479; 65 is the table as the account area first created it). */
export const marketplaceMigrations: readonly Migration[] = [
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
]
