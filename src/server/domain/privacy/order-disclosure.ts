import type { AccountOrder, PlacedOrder, PlaceOrderResponse } from '../../../contracts/orders'
import { maskAddress, profileAs, type CartDisclosure } from './cart-disclosure'
import { maskEmail, maskInitial } from './masks'

/**
 * A placed order shown under the same rule as the cart it came from
 * (cart-disclosure.ts): its buyer's profile and its delivery address as the
 * viewer may see them. The member the order belongs to and the browser that
 * entered its data see it in full; a browser that continued with a member's
 * stored profile sees that profile as typed; anyone else (a guest look-up by
 * number and e-mail, say) sees both masked.
 */
export type OrderDisclosure = CartDisclosure

export const ORDER_MASKED: OrderDisclosure = Object.freeze({ profile: 'masked', entered: 'masked' })
export const ORDER_FULL: OrderDisclosure = Object.freeze({ profile: 'full', entered: 'full' })

const isFull = (disclosure: OrderDisclosure): boolean => disclosure.profile === 'full' && disclosure.entered === 'full'

/** An order of the account area or the confirmation page, as `disclosure` shows it. */
export function accountOrderAs(order: AccountOrder, disclosure: OrderDisclosure): AccountOrder {
  if (isFull(disclosure)) return order
  const profile = order.clientProfileData
  return {
    ...order,
    clientProfileData:
      profile && disclosure.profile !== 'full'
        ? {
            ...profile,
            email: disclosure.profile === 'typed' ? profile.email : (maskEmail(profile.email) ?? ''),
            firstName: maskInitial(profile.firstName) ?? '',
            lastName: maskInitial(profile.lastName) ?? '',
            corporateName: maskInitial(profile.corporateName) ?? null,
          }
        : profile,
    shippingData: disclosure.entered === 'masked' && order.shippingData.deliveryChannel === 'delivery' ? maskAddress(order.shippingData) : order.shippingData,
  }
}

function placedOrderAs(order: PlacedOrder, disclosure: OrderDisclosure): PlacedOrder {
  const masked: PlacedOrder = { ...order, isUserDataVisible: false }
  if (disclosure.profile !== 'full') {
    const profile = profileAs({ ...order.clientProfileData, customerClass: null }, disclosure.profile)
    masked.clientProfileData = {
      ...order.clientProfileData,
      email: profile.email ?? '',
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      document: profile.document ?? '',
      phone: profile.phone ?? '',
      corporateName: profile.corporateName,
      tradeName: profile.tradeName,
      corporateDocument: profile.corporateDocument,
      stateInscription: profile.stateInscription,
      corporatePhone: profile.corporatePhone,
    }
  }
  if (disclosure.entered === 'masked') {
    masked.shippingData = {
      ...order.shippingData,
      address: order.shippingData.address ? maskAddress(order.shippingData.address) : null,
      selectedAddresses: order.shippingData.selectedAddresses.map(maskAddress),
      availableAddresses: order.shippingData.availableAddresses.map(maskAddress),
    }
  }
  return masked
}

/** The placement's answer (…/transaction, PUT /orders) as `disclosure` shows it. */
export function placementResponseAs(response: PlaceOrderResponse, disclosure: OrderDisclosure): PlaceOrderResponse {
  if (isFull(disclosure)) return response
  return { ...response, orders: response.orders.map((order) => placedOrderAs(order, disclosure)) }
}
