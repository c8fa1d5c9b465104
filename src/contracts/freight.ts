/**
 * Freight simulation (POST /api/pdp/simulation): packages with
 * delivery types and recommended pickup points. Money is integer cents.
 */

/** Where a pickup point is. */
export interface PickupPointAddress {
  postalCode: string
  street: string
  number: string
  neighborhood: string
  city: string
  state: string
}

/** A line to simulate: id, seller, quantity. */
export interface SimulationItem {
  id: string
  seller: string
  quantity: number
}

export interface DeliveryType {
  id: string
  name: string
  deliveryChannel: 'delivery'
  /** Cents, for the whole package. */
  price: number
  businessDays: number
  /** VTEX notation, e.g. '3bd'. */
  shippingEstimate: string
}

export interface RecommendedPickupPoint {
  /** Pickup point id, e.g. 1_SP01. */
  id: string
  /** The SLA id to select it in the cart. */
  slaId: string
  friendlyName: string
  address: PickupPointAddress
  distanceKm: number
  /** Cents. */
  price: number
  businessDays: number
  shippingEstimate: string
}

/** One package per seller, with its delivery types and recommended pickup points. */
export interface FreightPackage {
  seller: string
  sellerName: string
  items: SimulationItem[]
  deliveryTypes: DeliveryType[]
  pickupPoints: { recommend: RecommendedPickupPoint[] }
}

export interface FreightSimulation {
  /** 00000-000 */
  postalCode: string
  country: 'BRA'
  packages: FreightPackage[]
  /** Lines that cannot ship: unknown SKU, a seller that does not sell it, or no stock. */
  unavailableItems: SimulationItem[]
}
