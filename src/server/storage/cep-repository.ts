import type { CepDirectory, CepRecord, CepTable } from '../domain/address/cep'
import type { Db } from './database'

interface CepRow {
  postal_code: string
  street: string
  neighborhood: string
  city: string
  state: string
  latitude: number | null
  longitude: number | null
}

/** The CEP table: one street address per 8-digit postal code. */
export class SqliteCepRepository implements CepDirectory, CepTable {
  private readonly findStatement
  private readonly countStatement

  constructor(private readonly db: Db) {
    this.findStatement = db.prepare('SELECT * FROM cep_addresses WHERE postal_code = ?')
    this.countStatement = db.prepare('SELECT COUNT(*) AS n FROM cep_addresses')
  }

  /** The record of an 8-digit CEP, or null when the table does not know it. */
  find(digits: string): CepRecord | null {
    const row = this.findStatement.get(digits) as CepRow | undefined
    if (!row) return null
    return {
      postalCode: row.postal_code,
      street: row.street,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
    }
  }

  count(): number {
    return (this.countStatement.get() as { n: number }).n
  }

  /** All or none (one transaction). */
  insertAll(records: readonly CepRecord[]): void {
    const insert = this.db.prepare(
      'INSERT INTO cep_addresses (postal_code, street, neighborhood, city, state, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    this.db.transaction(() => {
      for (const r of records) insert.run(r.postalCode, r.street, r.neighborhood, r.city, r.state, r.latitude, r.longitude)
    })()
  }
}
