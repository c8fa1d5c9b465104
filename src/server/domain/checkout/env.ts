import type { CategoryNode, Product, Sku, Sport } from '../../../catalogue/model'
import type { OrderForm } from '../../../contracts/checkout'
import type { Coupon } from './coupon'
import type { CartState } from '../privacy'

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

/** What the store's CEP look-up knows of a CEP: a street record, or only its state (city, street and neighbourhood blank). */
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
  /** What the store's CEP look-up knows of a formatted CEP (00000-000); undefined when the CEP does not exist. */
  addressOf(postalCode: string): KnownAddress | undefined
  /** A new random id (32 hex digits, like VTEX). */
  newId(): string
  now(): Date
}

/** A stored cart: its state, and its JSON text as stored (answered as it is when nothing needs hiding). */
export interface StoredCart extends CartState {
  json: string
}

/** A cart as a change left it, and whether that change stored it for the first time. */
export interface ChangedCart extends StoredCart {
  created: boolean
}

/** Where carts are kept: each change is one transaction (a rule that throws writes nothing). */
export interface OrderFormRepository {
  get(orderFormId: string): OrderForm | undefined
  find(orderFormId: string): StoredCart | undefined
  /**
   * Applies `change` to the stored cart in one transaction and stores the
   * result (order form and owner). A cart not yet stored starts from what
   * `options.create` makes (its first write; called only then, so a write to
   * a stored cart never pays for it) — without it, or when it makes nothing,
   * OrderFormNotFoundError.
   */
  change(orderFormId: string, change: (current: CartState) => CartState, options?: { create?: () => OrderForm | undefined }): ChangedCart
  /** Deletes the carts changed last before `cutoff` that no member owns (no member's e-mail on the profile); how many. */
  deleteAnonymousBefore(cutoff: Date): number
}

/**
 * The env of one cart write: each SKU is read from the catalogue once. A
 * write reads a line's SKU when it checks the stock and again when it prices
 * the cart (a query and a copy of the offers each time); with this the write
 * pays one read per SKU and sees one stock figure for it throughout.
 * Made per write, never kept: the next write reads the stock anew.
 */
export function withSkusReadOnce(env: CheckoutEnv): CheckoutEnv {
  const { catalogue } = env
  const read = new Map<string, ReturnType<CheckoutCatalogue['sku']>>()
  return {
    ...env,
    catalogue: {
      sku: (skuId) => {
        if (!read.has(skuId)) read.set(skuId, catalogue.sku(skuId))
        return read.get(skuId)
      },
      sellerName: (sellerId) => catalogue.sellerName(sellerId),
      brandName: (brandId) => catalogue.brandName(brandId),
      sport: (sportId) => catalogue.sport(sportId),
      categoryPath: (categoryIds) => catalogue.categoryPath(categoryIds),
    },
  }
}
