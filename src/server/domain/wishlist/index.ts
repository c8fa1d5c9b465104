export { WishlistRepository, type Wishlist } from './wishlist'
