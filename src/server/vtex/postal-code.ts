import { FREIGHT_COUNTRY } from '../../config/constants'
import { formatCepDigits, type PostalCodeAddress } from '../../contracts/address'
import { CepLookupUnavailableError, type CepLookup } from '../domain/address/lookup'
import { UpstreamError, type VtexForwarder } from './forwarder'

/** The platform's postal-code answer (checkout-api.json, GetAddressByPostalCode). */
interface VtexPostalCodeAnswer {
  postalCode?: unknown
  city?: unknown
  state?: unknown
  street?: unknown
  neighborhood?: unknown
  geoCoordinates?: unknown
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The path of the platform's postal-code API for an 8-digit CEP. */
export const vtexPostalCodePath = (digits: string): string => `/api/checkout/pub/postal-code/${FREIGHT_COUNTRY}/${digits}`

/**
 * With COMMERCE_BACKEND=vtex the CEP look-ups of the store's own APIs
 * (`/api/getAddressByPostalCode`, the address book) ask the platform's
 * postal-code API instead of the local data: its answer as the store's
 * postal-code shape; a 4xx or an answer without a state means the CEP does
 * not exist; the platform unreachable (or 5xx) is CepLookupUnavailableError.
 */
export function vtexCepLookup(forwarder: VtexForwarder): CepLookup {
  return {
    async addressOf(digits) {
      let answer
      try {
        answer = await forwarder.send({ method: 'GET', path: vtexPostalCodePath(digits) })
      } catch (error) {
        if (error instanceof UpstreamError) throw new CepLookupUnavailableError('the platform did not answer the postal-code look-up', { cause: error })
        throw error
      }
      if (answer.status >= 400) return null
      const body = (answer.body ?? {}) as VtexPostalCodeAnswer
      const state = text(body.state).toUpperCase()
      if (!state) return null
      const geoCoordinates = Array.isArray(body.geoCoordinates) ? body.geoCoordinates.filter((value): value is number => typeof value === 'number') : []
      const address: PostalCodeAddress = {
        postalCode: formatCepDigits(digits),
        street: text(body.street),
        neighborhood: text(body.neighborhood),
        city: text(body.city),
        state,
        country: FREIGHT_COUNTRY,
        geoCoordinates,
      }
      return address
    },
  }
}
