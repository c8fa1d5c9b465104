import type { AnalyticsItem } from '../../analytics/types'

/** What is known of a product from its id and name only (e.g. a card's wishlist heart); the other fields stay empty. */
export const itemFromProductName = (productId: string, name: string): AnalyticsItem => ({
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
