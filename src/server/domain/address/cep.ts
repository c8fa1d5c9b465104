import { CEP_RECORDS, type CepRecord as SeedCepRecord } from './cep-data'
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

/** A stored CEP (coordinates may be unknown). */
export interface CepRecord extends Omit<SeedCepRecord, 'latitude' | 'longitude'> {
  latitude: number | null
  longitude: number | null
}

/** Where the addresses of CEPs are looked up. */
export interface CepDirectory {
  /** The record of an 8-digit CEP, or null when unknown. */
  find(digits: string): CepRecord | null
}

/** Where the CEP table is filled (the seeder). */
export interface CepTable {
  count(): number
  insertAll(records: readonly CepRecord[]): void
}

/** The address of an 8-digit CEP in the platform's postal-code shape, or null when unknown. */
export function addressOfCep(ceps: CepDirectory, digits: string): PostalCodeAddress | null {
  const record = ceps.find(digits)
  if (!record) return null
  return {
    postalCode: formatCep(record.postalCode),
    street: record.street,
    neighborhood: record.neighborhood,
    city: record.city,
    state: record.state,
    country: 'BRA',
    geoCoordinates: record.latitude !== null && record.longitude !== null ? [record.longitude, record.latitude] : [],
  }
}

/** Fills the CEP table once. */
export function seedCepAddresses(table: CepTable): void {
  if (table.count() > 0) return
  table.insertAll(CEP_RECORDS)
}
