import type { Db } from '../../storage/database'
import { CEP_RECORDS } from './cep-data'
import type { PostalCodeAddress } from '../../../contracts/address'

export type { PostalCodeAddress } from '../../../contracts/address'

/** A CEP written as 8 digits, with or without the hyphen after the fifth (commerce §5). */
export const CEP_PATTERN = /^\d{5}-?\d{3}$/

/** Eight digits, or null when the input is not a CEP. */
export function normalizeCep(value: string): string | null {
  const trimmed = value.trim()
  return CEP_PATTERN.test(trimmed) ? trimmed.replace('-', '') : null
}

/** 12345678 → 12345-678 */
export function formatCep(digits: string): string {
  return `${digits.slice(0, 5)}-${digits.slice(5)}`
}

interface CepRow {
  postal_code: string
  street: string
  neighborhood: string
  city: string
  state: string
  latitude: number | null
  longitude: number | null
}

export class CepRepository {
  constructor(private readonly db: Db) {}

  /** The address of an 8-digit CEP, or null when the table does not know it. */
  find(digits: string): PostalCodeAddress | null {
    const row = this.db.prepare('SELECT * FROM cep_addresses WHERE postal_code = ?').get(digits) as CepRow | undefined
    if (!row) return null
    return {
      postalCode: formatCep(row.postal_code),
      street: row.street,
      neighborhood: row.neighborhood,
      city: row.city,
      state: row.state,
      country: 'BRA',
      geoCoordinates: row.latitude !== null && row.longitude !== null ? [row.longitude, row.latitude] : [],
    }
  }
}

/** Fills the CEP table once. */
export function seedCepAddresses(db: Db): void {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM cep_addresses').get() as { n: number }
  if (n > 0) return
  const insert = db.prepare(
    'INSERT INTO cep_addresses (postal_code, street, neighborhood, city, state, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  db.transaction(() => {
    for (const r of CEP_RECORDS) insert.run(r.postalCode, r.street, r.neighborhood, r.city, r.state, r.latitude, r.longitude)
  })()
}
