import type { ReactNode } from 'react'

import { ProductCard } from '../product-card/ProductCard'
import type { ProductCardData } from '../../lib/product-card/types'
import * as styles from './Listing.module.css'

export interface ProductGridProps {
  products: readonly ProductCardData[]
  /** Position (from 1) of the first product, for click analytics. */
  firstPosition?: number
  /** Cards above the fold load their image eagerly. */
  eagerCount?: number
  /** Cards from this position (from 0) on request their image once the page's scripts run (ProductCard `deferImage`); default none. */
  deferImagesFrom?: number
  onProductClick?: (product: ProductCardData, position: number) => void
  /** Quick-add/wishlist controls per product (later, from the product engineer). */
  renderActions?: (product: ProductCardData) => ReactNode
}

/** The product grid of listings (2 columns on phones, up to 4 on desktop). */
export function ProductGrid({ products, firstPosition = 1, eagerCount = 0, deferImagesFrom = Infinity, onProductClick, renderActions }: ProductGridProps) {
  return (
    <ul className={styles.grid}>
      {products.map((product, i) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            eager={i < eagerCount}
            deferImage={i >= deferImagesFrom}
            actions={renderActions?.(product)}
            onNavigate={onProductClick ? () => onProductClick(product, firstPosition + i) : undefined}
            headingLevel="h2"
          />
        </li>
      ))}
    </ul>
  )
}

/** Placeholder cards while a page loads (keeps the layout still). */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className={styles.skeletonCard}>
            <div className={styles.skeletonImage} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        </li>
      ))}
    </ul>
  )
}
