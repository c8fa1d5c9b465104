import { AVAILABLE, UNAVAILABLE } from '../../analytics/items'
import type { AnalyticsItem } from '../../analytics/types'
import type { ProductCardData } from '../../lib/product-card/types'
import { itemFromProductName } from './nameItem'

/**
 * Tracking fields of a product card (shelves, listings, search panel). A card
 * knows identity, brand, default SKU and prices (reais); category, seller
 * name and variation fields are not on it and stay empty.
 */
export function itemFromProductCard(card: ProductCardData): AnalyticsItem {
  return {
    ...itemFromProductName(card.productId, card.name),
    brand: card.brand,
    list_price: Math.max(card.offer.listPrice, card.offer.price),
    display_price: card.offer.price,
    sku_code: card.skuId ?? '',
    availability: card.offer.isAvailable ? AVAILABLE : UNAVAILABLE,
  }
}

export { itemFromProductName }
