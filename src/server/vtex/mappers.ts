import { RETAILER_SELLER_ID } from '../../config/constants'
import type { AccountSession } from '../../contracts/session'
import type { DeliveryType, FreightPackage, FreightSimulation, RecommendedPickupPoint, SimulationItem } from '../domain/freight/simulation'

/** The parts of the platform's simulation answer the store reads. */
interface VtexSla {
  id: string
  name?: string
  deliveryChannel?: string
  price?: number
  shippingEstimate?: string
  pickupPointId?: string | null
  pickupDistance?: number | null
  pickupStoreInfo?: {
    friendlyName?: string | null
    address?: {
      postalCode?: string | null
      street?: string | null
      number?: string | null
      neighborhood?: string | null
      city?: string | null
      state?: string | null
    } | null
  } | null
}

export interface VtexSimulationResponse {
  items?: Array<{ id: string; seller: string; quantity: number; requestIndex?: number; availability?: string }>
  logisticsInfo?: Array<{ itemIndex: number; slas?: VtexSla[] }>
  postalCode?: string | null
}

const businessDays = (estimate: string | undefined): number => {
  const match = /^(\d+)bd$/.exec(estimate ?? '')
  return match ? Number(match[1]) : 0
}

/** The platform's simulation → the store's packages (one per seller; delivery prices summed over the items). */
export function toFreightSimulation(postalCode: string, requested: readonly SimulationItem[], upstream: VtexSimulationResponse): FreightSimulation {
  const items = upstream.items ?? []
  const unavailableItems: SimulationItem[] = []
  interface SellerGroup {
    items: SimulationItem[]
    delivery: Map<string, DeliveryType>
    pickups: Map<string, RecommendedPickupPoint>
  }
  const bySeller = new Map<string, SellerGroup>()
  items.forEach((item, index) => {
    const line: SimulationItem = { id: item.id, seller: item.seller, quantity: item.quantity }
    const slas = upstream.logisticsInfo?.find((info) => info.itemIndex === index)?.slas ?? []
    if ((item.availability && item.availability !== 'available') || slas.length === 0) {
      unavailableItems.push(line)
      return
    }
    const group: SellerGroup = bySeller.get(item.seller) ?? { items: [], delivery: new Map(), pickups: new Map() }
    group.items.push(line)
    for (const sla of slas) {
      const price = sla.price ?? 0
      if (sla.deliveryChannel === 'pickup-in-point') {
        const existing = group.pickups.get(sla.id)
        if (existing) existing.price += price
        else {
          const address = sla.pickupStoreInfo?.address ?? {}
          group.pickups.set(sla.id, {
            id: sla.pickupPointId ?? sla.id,
            slaId: sla.id,
            friendlyName: sla.pickupStoreInfo?.friendlyName ?? sla.name ?? sla.id,
            address: {
              postalCode: address.postalCode ?? '',
              street: address.street ?? '',
              number: address.number ?? '',
              neighborhood: address.neighborhood ?? '',
              city: address.city ?? '',
              state: address.state ?? '',
            },
            distanceKm: sla.pickupDistance ?? 0,
            price,
            businessDays: businessDays(sla.shippingEstimate),
            shippingEstimate: sla.shippingEstimate ?? '',
          })
        }
      } else {
        const existing = group.delivery.get(sla.id)
        if (existing) existing.price += price
        else
          group.delivery.set(sla.id, {
            id: sla.id,
            name: sla.name ?? sla.id,
            deliveryChannel: 'delivery',
            price,
            businessDays: businessDays(sla.shippingEstimate),
            shippingEstimate: sla.shippingEstimate ?? '',
          })
      }
    }
    bySeller.set(item.seller, group)
  })
  const requestedIds = new Set(items.map((i) => `${i.id}\u0000${i.seller}`))
  for (const item of requested) if (!requestedIds.has(`${item.id}\u0000${item.seller}`)) unavailableItems.push(item)
  const packages: FreightPackage[] = [...bySeller].map(([seller, group]) => ({
    seller,
    sellerName: seller,
    items: group.items,
    deliveryTypes: [...group.delivery.values()].sort((a, b) => a.price - b.price),
    pickupPoints: { recommend: seller === RETAILER_SELLER_ID ? [...group.pickups.values()].sort((a, b) => a.distanceKm - b.distanceKm) : [] },
  }))
  return { postalCode, country: 'BRA', packages, unavailableItems }
}

/** The platform's session (GET /api/sessions?items=…) → the store's account session. */
export interface VtexSessionResponse {
  namespaces?: {
    profile?: Record<string, { value?: string } | undefined>
  }
}

export const VTEX_SESSION_ITEMS = 'profile.isAuthenticated,profile.id,profile.email,profile.firstName,profile.lastName'

export function toAccountSession(upstream: VtexSessionResponse): AccountSession {
  const profile = upstream.namespaces?.profile ?? {}
  const value = (key: string) => profile[key]?.value ?? ''
  if (value('isAuthenticated') !== 'true') return { isLoggedIn: false, user: null }
  return {
    isLoggedIn: true,
    user: {
      sub: value('id'),
      kind: 'consumer',
      email: value('email'),
      given_name: value('firstName'),
      family_name: value('lastName'),
      cashBackBalance: 0,
      favoritePostalCode: null,
    },
  }
}
