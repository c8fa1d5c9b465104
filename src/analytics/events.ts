import type { PdpProduct, PdpSku } from '../lib/product/types'
import type { CartOrderForm } from '../sdk/cart/types'
import { browserOf, deviceTypeOf } from './device'
import { centsToAmount } from '../config/money'
import type { AccountOrder } from '../contracts/orders'
import { ecommerceOf, itemFromOrderFormItem, itemFromOrderItem, itemFromProduct, withListPositions } from './items'
import { dataLayerPageType, pageUrlWithoutQuery, productAnalyticsPageType } from './page-types'
import type {
  AddPaymentInfoEvent,
  AddShippingInfoEvent,
  AddToCartEvent,
  AddToWishlistEvent,
  AnalyticsItem,
  BeginCheckoutEvent,
  LoginEvent,
  PageViewEvent,
  PromotionData,
  PurchaseEvent,
  RemoveFromCartEvent,
  SearchEvent,
  SelectItemEvent,
  SelectPromotionEvent,
  SignUpEvent,
  ViewCartEvent,
  ViewItemEvent,
  ViewItemListEvent,
  ViewPromotionEvent,
} from './types'

/** Builders of every typed data-layer event. Pure: the caller gives what the page knows. */

export interface PageLocation {
  pathname: string
  search?: string
  /** Absolute address; `origin + pathname` when absent. */
  href?: string
  origin?: string
}

export function pageViewEvent(
  location: PageLocation,
  { title = '', referrer = '', userAgent = '' }: { title?: string; referrer?: string; userAgent?: string } = {},
): PageViewEvent {
  const href = location.href ?? `${location.origin ?? ''}${location.pathname}`
  return {
    event: 'page_view',
    page_type: dataLayerPageType(location.pathname),
    product_analytics_page_type: productAnalyticsPageType(location.pathname),
    page_path: location.pathname,
    page_location: pageUrlWithoutQuery(href),
    page_referrer: pageUrlWithoutQuery(referrer),
    page_title: title,
    device_type: deviceTypeOf(userAgent),
    browser: browserOf(userAgent),
  }
}

/** The product page (the tracking fields from the page context; the selected SKU when known). */
export const viewItemEvent = (product: PdpProduct, sku?: PdpSku): ViewItemEvent => ({
  event: 'view_item',
  ecommerce: ecommerceOf([itemFromProduct(product, sku)]),
})

const listData = (listId: string, listName: string, items: readonly AnalyticsItem[]) => ({
  ...ecommerceOf(items),
  item_list_id: listId,
  item_list_name: listName,
})

/** A shelf, listing page or search result shown; positions count from `firstPosition` (1 by default). */
export const viewItemListEvent = (
  list: { id: string; name: string },
  items: readonly AnalyticsItem[],
  firstPosition = 1,
): ViewItemListEvent => ({
  event: 'view_item_list',
  ecommerce: listData(list.id, list.name, withListPositions(items, firstPosition)),
})

/** A product chosen from a list at `position` (from 1). */
export const selectItemEvent = (list: { id: string; name: string }, item: AnalyticsItem, position: number): SelectItemEvent => ({
  event: 'select_item',
  ecommerce: listData(list.id, list.name, [{ ...item, index: position }]),
})

export const addToCartEvent = (items: readonly AnalyticsItem[]): AddToCartEvent => ({ event: 'add_to_cart', ecommerce: ecommerceOf(items) })

export const removeFromCartEvent = (items: readonly AnalyticsItem[]): RemoveFromCartEvent => ({
  event: 'remove_from_cart',
  ecommerce: ecommerceOf(items),
})

const cartLines = (orderForm: Pick<CartOrderForm, 'items' | 'sellers'>): AnalyticsItem[] =>
  orderForm.items.map((item) => itemFromOrderFormItem(item, orderForm.sellers ?? []))

export const viewCartEvent = (orderForm: Pick<CartOrderForm, 'items' | 'sellers'>): ViewCartEvent => ({
  event: 'view_cart',
  ecommerce: ecommerceOf(cartLines(orderForm)),
})

export const beginCheckoutEvent = (orderForm: Pick<CartOrderForm, 'items' | 'sellers'>): BeginCheckoutEvent => ({
  event: 'begin_checkout',
  ecommerce: ecommerceOf(cartLines(orderForm)),
})

/** The delivery chosen (the shipping step saved): the cart's lines, the delivery options' names as the tier. */
export const addShippingInfoEvent = (orderForm: Pick<CartOrderForm, 'items' | 'sellers'>, shippingTier: string): AddShippingInfoEvent => ({
  event: 'add_shipping_info',
  ecommerce: { ...ecommerceOf(cartLines(orderForm)), shipping_tier: shippingTier },
})

/** The payment chosen (the payment step submitted): the cart's lines and the payment system's name. */
export const addPaymentInfoEvent = (orderForm: Pick<CartOrderForm, 'items' | 'sellers'>, paymentType: string): AddPaymentInfoEvent => ({
  event: 'add_payment_info',
  ecommerce: { ...ecommerceOf(cartLines(orderForm)), payment_type: paymentType },
})

/** A home banner as a GA4 promotion: its link is its id, its title (else its text) its name, the section its slot. */
export interface PromotionBanner {
  link: string
  title?: string | null
  altText: string
}

export function promotionOf(banner: PromotionBanner, section: string, position: number): PromotionData {
  const name = banner.title?.trim() || banner.altText
  return { promotion_id: banner.link, promotion_name: name, creative_name: name, creative_slot: `${section} ${position}`, items: [] }
}

export const viewPromotionEvent = (banner: PromotionBanner, section: string, position: number): ViewPromotionEvent => ({
  event: 'view_promotion',
  ecommerce: promotionOf(banner, section, position),
})

export const selectPromotionEvent = (banner: PromotionBanner, section: string, position: number): SelectPromotionEvent => ({
  event: 'select_promotion',
  ecommerce: promotionOf(banner, section, position),
})

export const searchEvent = (term: string): SearchEvent => ({ event: 'search', search_term: term.trim() })

export const addToWishlistEvent = (item: AnalyticsItem): AddToWishlistEvent => ({
  event: 'add_to_wishlist',
  ecommerce: ecommerceOf([item]),
})

export const loginEvent = (method: string): LoginEvent => ({ event: 'login', method })

export const signUpEvent = (method: string): SignUpEvent => ({ event: 'sign_up', method })

/** The purchase of an order group (the confirmation page): its items, freight, interest and payment. */
export function purchaseEvent(orders: readonly AccountOrder[], coupon?: string): PurchaseEvent {
  const items = orders.flatMap((order) => order.items.map(itemFromOrderItem))
  const total = (id: string) => orders.reduce((sum, order) => sum + (order.totals.find((totalizer) => totalizer.id === id)?.value ?? 0), 0)
  const paid = orders.reduce((sum, order) => sum + order.paymentData.value, 0)
  const interest = orders.reduce((sum, order) => sum + order.paymentData.interestValue, 0)
  return {
    event: 'purchase',
    ecommerce: {
      ...ecommerceOf(items),
      value: centsToAmount(paid),
      transaction_id: orders[0]?.orderGroup ?? '',
      shipping: centsToAmount(total('Shipping')),
      tax: centsToAmount(interest),
      ...(coupon ? { coupon } : {}),
      payment_type: orders[0]?.paymentData.paymentSystemName ?? '',
    },
  }
}
