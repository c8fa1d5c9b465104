import type { CategoryNode, Product, Sku, Sport } from '../../../catalogue/model'
import type { OrderForm } from '../../../contracts/checkout'
import type { Coupon } from './coupon'

/** What the checkout rules read from the catalogue (always live: prices, sellers, stock). */
export interface CheckoutCatalogue {
  /** The SKU with its product (offers carry the current stock), or undefined. */
  sku(skuId: string): { product: Product; sku: Sku } | undefined
  sellerName(sellerId: string): string | undefined
  brandName(brandId: string): string | undefined
  sport(sportId: string): Sport | undefined
  /** Department → category → subcategory nodes of the ids (unknown ids are skipped). */
  categoryPath(categoryIds: string[]): CategoryNode[]
}

/** A street address known for a CEP (the accounts engineer's CEP table), if any. */
export interface KnownAddress {
  street: string
  neighborhood: string
  city: string
  state: string
  geoCoordinates: number[]
}

/** A member's stored profile, attached to a cart when its e-mail is given (as the platform does). */
export interface KnownProfile {
  userProfileId: string
  email: string
  firstName: string
  lastName: string
  /** CPF digits. */
  document: string | null
  /** E.164. */
  phone: string | null
  isCorporate: boolean
  corporateName: string | null
  /** CNPJ digits. */
  corporateDocument: string | null
}

/** Everything the pure checkout functions need from outside. */
export interface CheckoutEnv {
  catalogue: CheckoutCatalogue
  coupon(code: string): Coupon | undefined
  /** The stored profile of a member's e-mail (compared case-insensitively), if any. */
  profileOf(email: string): KnownProfile | undefined
  /** Address of a formatted CEP (00000-000) when known; the region table fills in otherwise. */
  addressOf(postalCode: string): KnownAddress | undefined
  /** A new random id (32 hex digits, like VTEX). */
  newId(): string
  now(): Date
}

/** Where carts are kept: each change is one transaction (a rule that throws writes nothing). */
export interface OrderFormStore {
  get(orderFormId: string): OrderForm | undefined
  /** The stored JSON text of a cart (answered as it is to visitors). */
  findJson(orderFormId: string): string | undefined
  insert(orderForm: OrderForm): void
  /**
   * Applies `change` to the stored cart in one transaction and stores the
   * result; OrderFormNotFoundError for an unknown id. Returns the cart and its JSON text.
   */
  change(orderFormId: string, change: (orderForm: OrderForm) => OrderForm): { orderForm: OrderForm; json: string }
}
