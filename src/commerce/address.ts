import type { PostalCodeAddress } from '../contracts/address'
import { consoleLogger, http as defaultHttp, type CommerceLogger, type HttpClient } from './http'

export type { PostalCodeAddress } from '../contracts/address'

export const ADDRESS_BY_POSTAL_CODE_PATH = '/api/getAddressByPostalCode'

/** GET /api/getAddressByPostalCode?cep= — null when the lookup fails (a failed lookup clears the result). */
export function createAddressApi({ http = defaultHttp, logger = consoleLogger }: { http?: HttpClient; logger?: CommerceLogger } = {}) {
  return {
    async getAddressByPostalCode(cep: string): Promise<PostalCodeAddress | null> {
      try {
        return await http.get<PostalCodeAddress>(ADDRESS_BY_POSTAL_CODE_PATH, { query: { cep } })
      } catch (error) {
        logger.error(`address lookup for ${cep} failed`, error)
        return null
      }
    },
  }
}

export const { getAddressByPostalCode } = createAddressApi()
