import { standalone } from '../../components/account-ui/standalone'
import type { AccountPageEntry } from '../account'

/** Favourites (Meus favoritos): the heart on products, the saved products' page, and the wishlist's state in the browser. */
export const wishlistPage: AccountPageEntry = {
  kind: 'page',
  id: 'wishlist',
  path: 'wishlist',
  title: 'Meus favoritos',
  // The business store has no favourites.
  variants: ['consumer'],
  menus: { mobile: { label: 'Meus favoritos', order: 3 }, section: { label: 'Meus favoritos', order: 4 } },
  load: () => import('./ui/WishlistProducts').then((module) => standalone(module.WishlistProducts)),
}

export { WishlistHeart } from './ui/WishlistHeart'
export { useWishlist, WishlistProvider } from './state'
export { wishlistGateway } from './client'
export type { Wishlist } from './contract'
