import { WishlistHeart } from '../../features/wishlist'
import { QuickAddButton } from './QuickAddButton'
import * as styles from './QuickAdd.module.css'

/** What a product card's `actions` slot shows: the wishlist heart and quick-add. */
export function ProductCardActions({ productId, slug, name }: { productId: string; slug: string; name: string }) {
  return (
    <div className={styles.cardActions}>
      <WishlistHeart productId={productId} productName={name} />
      <QuickAddButton productId={productId} slug={slug} name={name} />
    </div>
  )
}
