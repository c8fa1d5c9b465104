import { WishlistProducts } from '../../account-wishlist/WishlistProducts'

/** /account/wishlist: the saved products as product cards, with add to cart and remove. */
export function AccountWishlist() {
  return <WishlistProducts />
}
