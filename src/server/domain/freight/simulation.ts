import { RETAILER_SELLER_ID } from '../../../config/constants'
import { deliveryOptionsFor, type DeliveryItem, type DeliverySla, type PickupPoint } from '../shipping'
import type { DeliveryType, FreightPackage, FreightSimulation, RecommendedPickupPoint, SimulationItem } from '../../../contracts/freight'

export type { DeliveryType, FreightPackage, FreightSimulation, RecommendedPickupPoint, SimulationItem } from '../../../contracts/freight'

/** What freight reads from the catalogue: live stock per seller, and sellers' names. */
export interface FreightCatalogue {
  /** Units of a SKU the seller has; undefined when the seller does not sell it. */
  stockOf(skuId: string, sellerId: string): number | undefined
  seller(sellerId: string): { name: string } | undefined
}

function toDeliveryType(sla: DeliverySla): DeliveryType {
  return {
    id: sla.id,
    name: sla.name,
    deliveryChannel: 'delivery',
    price: sla.price,
    businessDays: sla.businessDays,
    shippingEstimate: sla.shippingEstimate,
  }
}

function toPickup(sla: DeliverySla & { pickupPoint: PickupPoint }): RecommendedPickupPoint {
  const point = sla.pickupPoint
  return {
    id: point.id,
    slaId: sla.id,
    friendlyName: point.friendlyName,
    address: point.address,
    distanceKm: point.distanceKm,
    price: sla.price,
    businessDays: sla.businessDays,
    shippingEstimate: sla.shippingEstimate,
  }
}

/**
 * Freight for items to a CEP: the items are grouped by seller; each group is
 * a package with its delivery options; only the retailer's own packages can
 * be collected in its stores (nearest first). Null when the CEP has no region.
 */
export function simulateFreight(catalogue: FreightCatalogue, postalCode: string, items: readonly SimulationItem[]): FreightSimulation | null {
  const probe = deliveryOptionsFor(postalCode, [])
  if (!probe) return null
  const unavailableItems: SimulationItem[] = []
  const bySeller = new Map<string, SimulationItem[]>()
  for (const item of items) {
    const stock = catalogue.stockOf(item.id, item.seller) ?? 0
    if (stock <= 0) {
      unavailableItems.push(item)
      continue
    }
    const line = { ...item, quantity: Math.min(item.quantity, stock) }
    const group = bySeller.get(item.seller) ?? []
    const same = group.find((existing) => existing.id === line.id)
    if (same) same.quantity = Math.min(same.quantity + line.quantity, stock)
    else group.push(line)
    bySeller.set(item.seller, group)
  }
  const packages: FreightPackage[] = []
  for (const [seller, lines] of bySeller) {
    const options = deliveryOptionsFor(postalCode, lines as DeliveryItem[])
    if (!options) continue
    const pickups = seller === RETAILER_SELLER_ID
      ? options.slas
          .filter((sla): sla is DeliverySla & { pickupPoint: PickupPoint } => sla.deliveryChannel === 'pickup-in-point' && sla.pickupPoint !== null)
          .map(toPickup)
          .sort((a, b) => a.distanceKm - b.distanceKm)
      : []
    packages.push({
      seller,
      sellerName: catalogue.seller(seller)?.name ?? seller,
      items: lines,
      deliveryTypes: options.slas.filter((sla) => sla.deliveryChannel === 'delivery').map(toDeliveryType),
      pickupPoints: { recommend: pickups },
    })
  }
  return { postalCode: probe.postalCode, country: 'BRA', packages, unavailableItems }
}
