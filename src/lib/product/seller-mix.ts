import { RETAILER_SELLER_ID } from '../../config/constants'

/**
 * Cart seller mix: only the retailer's own seller, only other
 * sellers (marketplace), or both (mixed). Null for an empty cart.
 */
export type SellerMix = 'retailer' | 'marketplace' | 'mixed'

export function sellerMix(items: ReadonlyArray<{ seller: string }>, retailerSellerId: string = RETAILER_SELLER_ID): SellerMix | null {
  if (items.length === 0) return null
  const own = items.some((item) => item.seller === retailerSellerId)
  const others = items.some((item) => item.seller !== retailerSellerId)
  if (own && others) return 'mixed'
  return own ? 'retailer' : 'marketplace'
}
