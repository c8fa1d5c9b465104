import { WishlistProducts } from '../../account-wishlist/WishlistProducts'
import { accountPaths } from '../account-links'
import { AccountFrame } from './AccountFrame'

/** /account/wishlist: the saved products as product cards, with add to cart and remove. */
export function AccountWishlist() {
  return (
    <AccountFrame current={accountPaths().wishlist} title="Meus favoritos">
      {() => <WishlistProducts />}
    </AccountFrame>
  )
}
