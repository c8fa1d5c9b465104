import type { AccountOrder } from '../contracts/orders'
import type { ProductCardData } from '../lib/product-card/types'
import type { PdpProduct, PdpSku } from '../lib/product/types'
import type { CartOrderForm } from '../sdk/cart/types'
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addToWishlistEvent,
  beginCheckoutEvent,
  loginEvent,
  purchaseEvent,
  searchEvent,
  selectItemEvent,
  selectPromotionEvent,
  signUpEvent,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  viewPromotionEvent,
  type PromotionBanner,
} from './events'
import { itemFromProduct, itemFromProductCard, itemFromProductName } from './items'
import type { DataLayerEvent } from './types'

/** A product list as analytics names it (item_list_id, item_list_name). */
export interface AnalyticsList {
  id: string
  name: string
}

type CartLines = Pick<CartOrderForm, 'items' | 'sellers'>

/**
 * The data-layer events components track, by name, with what the page knows:
 * a component names the event and hands over its data (a product, cards, the
 * cart…); the event and its items are built here, in the page's analytics
 * chunk (loader.ts), so the product mappers (items.ts) and the event builders
 * (events.ts) are in no page's first-load JavaScript (decision record 0038).
 */
export const EVENT_BUILDERS = {
  /** The product page (its selected SKU when known). */
  viewItem: (product: PdpProduct, sku?: PdpSku) => viewItemEvent(product, sku),
  /** Cards of a list shown (shelf, listing, search results); positions from `firstPosition` (1 by default). */
  viewCardList: (list: AnalyticsList, cards: readonly ProductCardData[], firstPosition?: number) =>
    viewItemListEvent(list, cards.map(itemFromProductCard), firstPosition),
  /** A card chosen from a list at `position` (from 1). */
  selectCard: (list: AnalyticsList, card: ProductCardData, position: number) => selectItemEvent(list, itemFromProductCard(card), position),
  viewPromotion: (banner: PromotionBanner, section: string, position: number) => viewPromotionEvent(banner, section, position),
  selectPromotion: (banner: PromotionBanner, section: string, position: number) => selectPromotionEvent(banner, section, position),
  viewCart: (orderForm: CartLines) => viewCartEvent(orderForm),
  beginCheckout: (orderForm: CartLines) => beginCheckoutEvent(orderForm),
  addShippingInfo: (orderForm: CartLines, shippingTier: string) => addShippingInfoEvent(orderForm, shippingTier),
  addPaymentInfo: (orderForm: CartLines, paymentType: string) => addPaymentInfoEvent(orderForm, paymentType),
  purchase: (orders: readonly AccountOrder[], coupon?: string) => purchaseEvent(orders, coupon),
  /** A product added to the wishlist: the product page's product (and SKU), else a card's id and name only. */
  addToWishlist: (product: { product: PdpProduct; sku?: PdpSku } | { productId: string; name: string }) =>
    addToWishlistEvent('product' in product ? itemFromProduct(product.product, product.sku) : itemFromProductName(product.productId, product.name)),
  search: (term: string) => searchEvent(term),
  login: (method: string) => loginEvent(method),
  signUp: (method: string) => signUpEvent(method),
} satisfies Record<string, (...args: never[]) => DataLayerEvent | null>

export type EventBuilders = typeof EVENT_BUILDERS
export type EventName = keyof EventBuilders
export type EventArgs<Name extends EventName> = Parameters<EventBuilders[Name]>

/** Tracks an event by name with its builder's arguments; resolves with whether it was pushed. Never throws. */
export type TrackNamedEvent = <Name extends EventName>(name: Name, ...args: EventArgs<Name>) => Promise<boolean>

/** The event of a name built from its arguments (throws what its builder throws). */
export function buildEvent<Name extends EventName>(name: Name, args: EventArgs<Name>): DataLayerEvent | null {
  const build = EVENT_BUILDERS[name] as (...values: EventArgs<Name>) => DataLayerEvent | null
  return build(...args)
}
