import { LOWEST_CEP, SHIPPING_REGIONS, type PickupPoint, type ShippingRegion, type Tariff } from './regions'

/** One line to ship: a SKU from a seller, so many units. */
export interface DeliveryItem {
  id: string
  seller: string
  quantity: number
}

export type DeliveryChannel = 'delivery' | 'pickup-in-point'

export const SLA_NORMAL = 'Normal'
export const SLA_EXPRESS = 'Expressa'
export const SLA_PICKUP_NAME = 'Retirada em loja'

/** A delivery option (VTEX "SLA") for a whole package. */
export interface DeliverySla {
  /** 'Normal', 'Expressa' or 'Retirada em loja (1_SP01)'. */
  id: string
  /** 'Normal', 'Expressa' or 'Retirada em loja'. */
  name: string
  deliveryChannel: DeliveryChannel
  /** Price of the whole package, cents. */
  price: number
  /** The price split over the items, in the order given (sums to `price`). */
  itemPrices: number[]
  businessDays: number
  /** VTEX estimate notation: '3bd' = three business days. */
  shippingEstimate: string
  pickupPoint: PickupPoint | null
}

export interface DeliveryOptions {
  /** Formatted 00000-000. */
  postalCode: string
  region: ShippingRegion
  /** Normal first (cheapest delivery), then Expressa, then one per pickup point. */
  slas: DeliverySla[]
  pickupPoints: PickupPoint[]
}

const CEP_SHAPE = /^\d{5}-?\d{3}$/

/** '01310100' or '01310-100' → '01310-100'; null for anything else. */
export function formatPostalCode(cep: string): string | null {
  const trimmed = cep.trim()
  if (!CEP_SHAPE.test(trimmed)) return null
  const digits = trimmed.replace('-', '')
  return `${digits.slice(0, 5)}-${digits.slice(5)}`
}

/** The region of a CEP, or null when the CEP is malformed or does not exist (below 01000-000). */
export function regionOf(cep: string): ShippingRegion | null {
  const formatted = formatPostalCode(cep)
  if (!formatted) return null
  const digits = formatted.replace('-', '')
  if (Number(digits) < LOWEST_CEP) return null
  return SHIPPING_REGIONS[Number(digits[0])] ?? null
}

/** Splits `total` over weights proportionally (integers; the last takes the remainder). */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0)
  if (weights.length === 0) return []
  if (sum === 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0))
  let given = 0
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total - given
    const share = Math.floor((total * weight) / sum)
    given += share
    return share
  })
}

function packagePrice(tariff: Tariff, units: number): number {
  return units <= 0 ? 0 : tariff.basePrice + tariff.perExtraUnit * (units - 1)
}

/**
 * Delivery options to a CEP for a set of items (deterministic: the region
 * table in regions.ts). Null when the CEP is malformed or unknown.
 */
export function deliveryOptionsFor(cep: string, items: readonly DeliveryItem[]): DeliveryOptions | null {
  const region = regionOf(cep)
  const postalCode = formatPostalCode(cep)
  if (!region || !postalCode) return null
  const units = items.map((item) => Math.max(0, Math.trunc(item.quantity)))
  const totalUnits = units.reduce((acc, n) => acc + n, 0)
  const delivery = (id: string, tariff: Tariff): DeliverySla => {
    const price = packagePrice(tariff, totalUnits)
    return {
      id,
      name: id,
      deliveryChannel: 'delivery',
      price,
      itemPrices: splitByWeight(price, units),
      businessDays: tariff.businessDays,
      shippingEstimate: `${tariff.businessDays}bd`,
      pickupPoint: null,
    }
  }
  const pickups = region.pickupPoints.map(
    (point): DeliverySla => ({
      id: pickupSlaId(point),
      name: SLA_PICKUP_NAME,
      deliveryChannel: 'pickup-in-point',
      price: 0,
      itemPrices: units.map(() => 0),
      businessDays: point.businessDays,
      shippingEstimate: `${point.businessDays}bd`,
      pickupPoint: point,
    }),
  )
  return {
    postalCode,
    region,
    slas: [delivery(SLA_NORMAL, region.normal), delivery(SLA_EXPRESS, region.express), ...pickups],
    pickupPoints: region.pickupPoints,
  }
}

export function pickupSlaId(point: PickupPoint): string {
  return `${SLA_PICKUP_NAME} (${point.id})`
}
