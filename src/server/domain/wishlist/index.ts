export { WishlistFullError, WishlistNotFoundError, Wishlists, type Wishlist, type WishlistStore } from './wishlist'
