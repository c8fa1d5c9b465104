import type { Violation } from './prism'

/**
 * Where VTEX's published documents (contracts/vtex-openapi) contradict
 * themselves or the platform, as Prism's validating proxy reports them for
 * the embedded backend: each entry is an operation (`METHOD /document/path`),
 * the violation's location (dotted, a prefix; `*` for one segment), and why
 * it is the document's fault, not the store's.
 */
export interface DocumentFault {
  operation: string
  location: string
  message?: RegExp
  reason: string
}

/**
 * The orderForm is one schema, `components.schemas.orderForm`, and most cart
 * calls answer with it; these two answers carry an inline copy of it that
 * lost its `nullable` marks and types distances as integers.
 */
const INLINE_ORDER_FORM = 'its answer is an inline copy of the orderForm that drops the component schema’s nullable marks'
const inlineOrderForm = (operation: string, field: string, what: string): DocumentFault => ({
  operation,
  location: `response.body.${field}`,
  reason: `${INLINE_ORDER_FORM}: components.schemas.orderForm, which every other cart call answers with, makes ${field} nullable (${what})`,
})
const COUPONS = 'POST /api/checkout/pub/orderForm/{orderFormId}/coupons'
const CLEAR_MESSAGES = 'POST /api/checkout/pub/orderForm/{orderFormId}/messages/clear'
const PICKUP_DISTANCE = 'shippingData.logisticsInfo.*.slas.*.pickupDistance'

export const DOCUMENT_FAULTS: DocumentFault[] = [
  inlineOrderForm(COUPONS, 'userProfileId', 'null until a member identifies'),
  inlineOrderForm(COUPONS, 'shippingData.address', 'null until an address is given; the document’s own example of GET …/orderForm/{id} has "address": null'),
  inlineOrderForm(COUPONS, 'clientPreferencesData.optinNewsLetter', 'null until the shopper answers; the document’s own example of GET …/orderForm/{id} has "optinNewsLetter": null'),
  inlineOrderForm(COUPONS, 'invoiceData', 'null when no invoice address was given'),
  inlineOrderForm(COUPONS, 'itemsOrdination', 'null when the items keep the order they were added in'),
  inlineOrderForm(CLEAR_MESSAGES, 'userProfileId', 'null until a member identifies'),
  inlineOrderForm(CLEAR_MESSAGES, 'itemsOrdination', 'null when the items keep the order they were added in'),
  {
    operation: CLEAR_MESSAGES,
    location: `response.body.${PICKUP_DISTANCE}`,
    message: /must be integer/,
    reason: `${INLINE_ORDER_FORM}, and types pickupDistance as an integer: components.schemas.orderForm types it as a number (a distance in km, 2.4 for a store nearby)`,
  },
  {
    operation: 'GET /api/checkout/pub/postal-code/{countryCode}/{postalCode}',
    location: 'response.body.geoCoordinates',
    message: /must be integer/,
    reason: 'coordinates are decimal degrees ([-46.65, -23.56]); this answer’s schema types them as integers, while the orderForm’s own address schema (and the platform) use numbers',
  },
]

function locationMatches(pattern: string, location: readonly string[]): boolean {
  const parts = pattern.split('.')
  return parts.length <= location.length && parts.every((part, i) => part === '*' || part === location[i])
}

/** The document fault a violation of an operation is, if it is one. */
export function faultOf(operation: string, violation: Violation): DocumentFault | undefined {
  return DOCUMENT_FAULTS.find(
    (fault) => fault.operation === operation && locationMatches(fault.location, violation.location) && (!fault.message || fault.message.test(violation.message)),
  )
}
