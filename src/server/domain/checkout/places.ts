import type { PostalCodeLookup } from '../../../contracts/address'
import type { PickupPointsResponse, PlacedOrderAddress } from '../../../contracts/orders'
import { deliveryOptionsFor, formatPostalCode } from '../shipping'
import { addressFor } from './attachments'
import type { CheckoutEnv } from './env'
import { COUNTRY } from './order-form'

/** The address of a CEP (the store's one look-up: a street record, else the state of its range), or null when the CEP does not exist. */
export function postalCodeLookup(postalCode: string, env: CheckoutEnv): PostalCodeLookup | null {
  const address = addressFor({ postalCode }, env)
  if (!address) return null
  return {
    postalCode: address.postalCode,
    city: address.city,
    state: address.state,
    country: COUNTRY,
    street: address.street,
    number: '',
    neighborhood: address.neighborhood,
    complement: null,
    reference: '',
    geoCoordinates: address.geoCoordinates,
  }
}

/** GET /api/checkout/pub/pickup-points?postalCode=&countryCode=BRA: the stores near a CEP, nearest first. */
export function pickupPointsNear(postalCode: string): PickupPointsResponse | null {
  const formatted = formatPostalCode(postalCode)
  const options = formatted ? deliveryOptionsFor(formatted, []) : null
  if (!options) return null
  const points = options.pickupPoints
  return {
    paging: { page: 1, pageSize: points.length, total: points.length, pages: 1 },
    items: points.map((point) => {
      const address: PlacedOrderAddress = {
        addressType: 'pickup',
        receiverName: '',
        addressId: point.id,
        isDisposable: true,
        postalCode: point.address.postalCode,
        city: point.address.city,
        state: point.address.state,
        country: COUNTRY,
        street: point.address.street,
        number: point.address.number,
        neighborhood: point.address.neighborhood,
        complement: null,
        reference: '',
        geoCoordinates: [],
      }
      return {
        distance: point.distanceKm,
        pickupPoint: {
          friendlyName: point.friendlyName,
          address,
          additionalInfo: `Retire em até ${point.businessDays} dia${point.businessDays === 1 ? '' : 's'} útil${point.businessDays === 1 ? '' : 'eis'} após a confirmação do pagamento.`,
          id: point.id,
          businessHours: [1, 2, 3, 4, 5, 6].map((day) => ({ DayOfWeek: day, OpeningTime: '10:00:00', ClosingTime: '22:00:00' })),
        },
      }
    }),
  }
}
