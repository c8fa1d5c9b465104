import { AVAILABLE, UNAVAILABLE } from '../../analytics/items'
import type { AnalyticsItem } from '../../analytics/types'
import type { ProductCardData } from '../../lib/product-card/types'

const emptyItem = (productId: string, name: string): AnalyticsItem => ({
  product_id: productId,
  name,
  product_type: '',
  seller_name: '',
  brand: '',
  sport: '',
  universe: '',
  department: '',
  sub_department: '',
  family: '',
  list_price: 0,
  display_price: 0,
  gender: '',
  color: '',
  size: '',
  sku_code: '',
  quantity: 1,
  availability: '',
})

/**
 * Tracking fields of a product card (shelves, listings, search panel). A card
 * knows identity, brand, default SKU and prices (reais); category, seller
 * name and variation fields are not on it and stay empty.
 */
export function itemFromProductCard(card: ProductCardData): AnalyticsItem {
  return {
    ...emptyItem(card.productId, card.name),
    brand: card.brand,
    list_price: Math.max(card.offer.listPrice, card.offer.price),
    display_price: card.offer.price,
    sku_code: card.skuId ?? '',
    availability: card.offer.isAvailable ? AVAILABLE : UNAVAILABLE,
  }
}

/** What is known of a product from its id and name only (e.g. a card's wishlist heart). */
export const itemFromProductName = (productId: string, name: string): AnalyticsItem => emptyItem(productId, name)
