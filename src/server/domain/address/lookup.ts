import type { PostalCodeAddress } from '../../../contracts/address'
import { addressOfCep, type CepDirectory } from './cep'

/** The source of CEP addresses could not answer (the platform or the online provider is down). */
export class CepLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CepLookupUnavailableError'
  }
}

/**
 * The one CEP look-up of the store's APIs (`/api/getAddressByPostalCode`, the
 * address book): chosen once by the composition root — the store's own data
 * (the embedded backend), optionally an online provider in front of it, or
 * the platform's postal-code API (COMMERCE_BACKEND=vtex).
 */
export interface CepLookup {
  /**
   * The address of an 8-digit CEP (city, street and neighbourhood may be
   * blank: the shopper types them); null when the CEP does not exist.
   * Throws CepLookupUnavailableError when the source cannot answer.
   */
  addressOf(digits: string): Promise<PostalCodeAddress | null>
}

/** The store's own data: street records, else the state of the CEP's range (./cep.ts). */
export function localCepLookup(ceps: CepDirectory): CepLookup {
  return { addressOf: async (digits) => addressOfCep(ceps, digits) }
}
