/**
 * The data-layer events of the store. Every event is pushed to `window.dataLayer` and posted as the window
 * message `store:{event}`.
 */

import type { ItemAnalytics } from '../contracts/checkout'

/**
 * Tracking fields of one product line: the fields of the cart
 * line's `analytics.amplitude` block the server writes (prices in BRL, availability
 * 'available' or 'unavailable'), plus the list and purchase extras of some events.
 */
export interface AnalyticsItem extends ItemAnalytics {
  carc_quantity?: number
  cac_quantity?: number
  shopping_tool?: string
  /** BRL. */
  purchase_price?: number
  /** BRL. */
  purchase_value?: number
  /** Position in a list, from 1. */
  index?: number
}

export type Currency = 'BRL'

export interface EcommerceData {
  currency: Currency
  /** BRL: sum of display_price × quantity. */
  value: number
  items: AnalyticsItem[]
}

export interface ListEcommerceData extends EcommerceData {
  item_list_id: string
  item_list_name: string
}

/** Data-layer page types. */
export type DataLayerPageType =
  | 'home'
  | '404'
  | 'department'
  | 'cart'
  | 'search'
  | 'product page'
  | 'kit look'
  | 'listing'

/** Product-analytics page types. */
export type ProductAnalyticsPageType = 'home' | 'cart' | 'customer profile' | 'listing' | 'product detail' | 'public'

export type DeviceType = 'DESKTOP' | 'SMARTPHONE' | 'TABLET'
export type BrowserName = 'Chrome' | 'Firefox' | 'Safari' | 'Opera' | 'Other'

export interface PageViewEvent {
  event: 'page_view'
  page_type: DataLayerPageType
  product_analytics_page_type: ProductAnalyticsPageType
  page_path: string
  /** Absolute page address without query string or hash. */
  page_location: string
  page_referrer: string
  page_title: string
  device_type: DeviceType
  browser: BrowserName
}

export interface ItemsEvent<Name extends string> {
  event: Name
  ecommerce: EcommerceData
}

export interface ListEvent<Name extends string> {
  event: Name
  ecommerce: ListEcommerceData
}

export type ViewItemEvent = ItemsEvent<'view_item'>
export type ViewItemListEvent = ListEvent<'view_item_list'>
export type SelectItemEvent = ListEvent<'select_item'>
export type AddToCartEvent = ItemsEvent<'add_to_cart'>
export type RemoveFromCartEvent = ItemsEvent<'remove_from_cart'>
export type ViewCartEvent = ItemsEvent<'view_cart'>
export type BeginCheckoutEvent = ItemsEvent<'begin_checkout'>
export type AddToWishlistEvent = ItemsEvent<'add_to_wishlist'>

/** The delivery chosen in the checkout (GA4 add_shipping_info): the delivery options' names as the tier. */
export interface AddShippingInfoEvent {
  event: 'add_shipping_info'
  ecommerce: EcommerceData & { shipping_tier: string }
}

/** The payment chosen in the checkout (GA4 add_payment_info). */
export interface AddPaymentInfoEvent {
  event: 'add_payment_info'
  ecommerce: EcommerceData & { payment_type: string }
}

/** A home banner (GA4 promotion fields): the section is the creative slot. */
export interface PromotionData {
  promotion_id: string
  promotion_name: string
  creative_name: string
  creative_slot: string
  /** GA4 asks for the list; a banner names no product. */
  items: AnalyticsItem[]
}

/** A home banner shown (GA4 view_promotion), once per banner and page. */
export interface ViewPromotionEvent {
  event: 'view_promotion'
  ecommerce: PromotionData
}

/** A home banner pressed (GA4 select_promotion). */
export interface SelectPromotionEvent {
  event: 'select_promotion'
  ecommerce: PromotionData
}

/** A placed order (GA4 purchase): the order group as transaction id; money in BRL. */
export interface PurchaseEvent {
  event: 'purchase'
  ecommerce: EcommerceData & {
    transaction_id: string
    /** BRL. */
    shipping: number
    /** BRL of card interest (0 without). */
    tax: number
    coupon?: string
    payment_type: string
  }
}

export interface SearchEvent {
  event: 'search'
  search_term: string
}

export interface LoginEvent {
  event: 'login'
  method: string
}

export interface SignUpEvent {
  event: 'sign_up'
  method: string
}

/** Why an analytics session started. */
export type SessionStartReason = 'new' | 'timeout' | 'campaign'

export interface SessionStartEvent {
  event: 'session_start'
  session_id: string
  reason: SessionStartReason
}

export interface SessionEndEvent {
  event: 'session_end'
  session_id: string
  /** ISO date of the session's first and last activity. */
  session_started_at: string
  session_last_activity_at: string
}

export interface CampaignEvent {
  event: 'campaign'
  session_id: string
  campaign_group: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  utm_term: string
  utm_content: string
}

export type SessionEvent = SessionStartEvent | SessionEndEvent | CampaignEvent

export type DataLayerEvent =
  | PageViewEvent
  | ViewItemEvent
  | ViewItemListEvent
  | SelectItemEvent
  | AddToCartEvent
  | RemoveFromCartEvent
  | ViewCartEvent
  | BeginCheckoutEvent
  | AddShippingInfoEvent
  | AddPaymentInfoEvent
  | ViewPromotionEvent
  | SelectPromotionEvent
  | PurchaseEvent
  | SearchEvent
  | AddToWishlistEvent
  | LoginEvent
  | SignUpEvent
  | SessionEvent

export type DataLayerEventName = DataLayerEvent['event']
