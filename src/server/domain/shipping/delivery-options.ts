import { cepDigitsOf, formatCepDigits } from '../../../contracts/address'
import { stateOfCep, type CepState } from '../address/cep-ranges'
import { PICKUP_POINTS, SHIPPING_REGIONS, WAREHOUSE_ZONE, type PickupPoint, type ShippingRegion, type Tariff } from './regions'

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
  /** The CEP's state (from the CEP ranges). */
  state: CepState
  /** Whose tariffs apply: the state's macro-region, or the warehouse's zone. */
  region: ShippingRegion
  /** Normal first (cheapest delivery), then Expressa, then one per pickup point. */
  slas: DeliverySla[]
  pickupPoints: PickupPoint[]
}

/** '01310100' or '01310-100' → '01310-100'; null for anything else. */
export function formatPostalCode(cep: string): string | null {
  const digits = cepDigitsOf(cep)
  return digits ? formatCepDigits(digits) : null
}

/** Where a CEP is, for freight: its state and the tariffs of its region; null when the CEP is malformed or outside every state's range. */
export function regionOf(cep: string): { state: CepState; region: ShippingRegion } | null {
  const formatted = formatPostalCode(cep)
  if (!formatted) return null
  const digits = formatted.replace('-', '')
  const state = stateOfCep(digits)
  if (!state) return null
  const region = state.uf === 'SP' && digits.startsWith(WAREHOUSE_ZONE.postalRegion) ? WAREHOUSE_ZONE : SHIPPING_REGIONS[state.region]
  return { state, region }
}

/** The stores near a CEP: those of its state and postal region (first digit), nearest first. */
export function pickupPointsNear(digits: string, state: CepState): PickupPoint[] {
  return PICKUP_POINTS.filter((point) => point.address.state === state.uf && point.address.postalCode[0] === digits[0]).sort(
    (a, b) => a.distanceKm - b.distanceKm,
  )
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
 * Delivery options to a CEP for a set of items (deterministic: the tariffs of
 * the CEP's region in regions.ts, the stores near it). Null when the CEP is
 * malformed or does not exist.
 */
export function deliveryOptionsFor(cep: string, items: readonly DeliveryItem[]): DeliveryOptions | null {
  const place = regionOf(cep)
  const postalCode = formatPostalCode(cep)
  if (!place || !postalCode) return null
  const { region, state } = place
  const pickupPoints = pickupPointsNear(postalCode.replace('-', ''), state)
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
  const pickups = pickupPoints.map(
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
    state,
    region,
    slas: [delivery(SLA_NORMAL, region.normal), delivery(SLA_EXPRESS, region.express), ...pickups],
    pickupPoints,
  }
}

export function pickupSlaId(point: PickupPoint): string {
  return `${SLA_PICKUP_NAME} (${point.id})`
}
