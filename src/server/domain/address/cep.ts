import { CEP_RECORDS, type CepRecord as SeedCepRecord } from './cep-data'
import { stateOfCep } from './cep-ranges'
import { CEP_PATTERN, cepDigitsOf, formatCepDigits, type PostalCodeAddress } from '../../../contracts/address'

export type { PostalCodeAddress } from '../../../contracts/address'
export { CEP_PATTERN }

/** Eight digits, or null when the input is not a CEP. */
export function normalizeCep(value: string): string | null {
  return cepDigitsOf(value)
}

/** 12345678 → 12345-678 */
export function formatCep(digits: string): string {
  return formatCepDigits(digits)
}

/** A stored CEP (coordinates may be unknown). */
export interface CepRecord extends Omit<SeedCepRecord, 'latitude' | 'longitude'> {
  latitude: number | null
  longitude: number | null
}

/** Where the street records of CEPs are looked up. */
export interface CepDirectory {
  /** The record of an 8-digit CEP, or null when unknown. */
  find(digits: string): CepRecord | null
}

/** Where the CEP table is filled (the seeder). */
export interface CepTable {
  count(): number
  insertAll(records: readonly CepRecord[]): void
}

/**
 * The store's one CEP look-up on its own data: the street record of the CEP
 * when the table has one, else the state of the CEP's range with the city,
 * street and neighbourhood left blank for the shopper to type; null when the
 * CEP is outside every state's range (it does not exist). A street record
 * whose state disagrees with the ranges is not trusted.
 */
export function addressOfCep(ceps: CepDirectory, digits: string): PostalCodeAddress | null {
  const state = stateOfCep(digits)
  if (!state) return null
  const record = ceps.find(digits)
  if (record && record.state === state.uf) {
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
  return { postalCode: formatCep(digits), street: '', neighborhood: '', city: '', state: state.uf, country: 'BRA', geoCoordinates: [] }
}

/** True when the look-up knows the CEP's street (a street record), not only its state. */
export const hasStreet = (address: PostalCodeAddress): boolean => address.street !== ''

/** Fills the CEP table once. */
export function seedCepAddresses(table: CepTable): void {
  if (table.count() > 0) return
  table.insertAll(CEP_RECORDS)
}
