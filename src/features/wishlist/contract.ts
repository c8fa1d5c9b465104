/** The wishlist: id and products (newest last). */
export interface Wishlist {
  id: string
  products: Array<{ productId: string; addedAt: string }>
}
