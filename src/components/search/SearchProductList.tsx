import { memo, useMemo } from 'react'
import { Link } from 'gatsby'

import { formatBRL } from '../../config/money'
import { discountLabel, productCardFromSearch } from '../product-card'
import type { SearchProduct } from '../../contracts/search'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { useViewItemList } from '../analytics/useViewItemList'
import * as styles from './SearchPanel.module.css'
import { ProductImage } from '../product-image'

export interface SearchProductListProps {
  title: string
  products: readonly SearchProduct[]
  /** A product was chosen (position counts from 1). */
  onChoose: (productId: string, position: number) => void
  testId?: string
}

/** A shelf of products in the search panel: 107 px thumbnails, name and price; renders again only when its props change. */
export const SearchProductList = memo(function SearchProductList({ title, products, onChoose, testId }: SearchProductListProps) {
  // Analytics: each shelf of the panel is a list (its test id, else its title); view_item_list per set of products shown.
  const list = { id: testId ?? title, name: title }
  const cards = useMemo(() => products.map(productCardFromSearch), [products])
  useViewItemList(list, cards)
  const trackEvent = useTrackEvent()
  if (products.length === 0) return null
  return (
    <section className={styles.block} data-testid={testId}>
      <h3 className={styles.heading}>{title}</h3>
      <ul className={styles.products}>
        {cards.map((card, i) => {
          const discount = discountLabel(card.offer.price, card.offer.listPrice)
          return (
            <li key={card.productId}>
              <Link
                to={card.slug}
                className={styles.product}
                onClick={() => {
                  void trackEvent('selectCard', list, card, i + 1)
                  onChoose(card.productId, i + 1)
                }}
              >
                <ProductImage url={card.imageUrl} slot="searchThumb" alt="" className={styles.thumb} />
                <span className={styles.productText}>
                  <span className={styles.productName}>{card.name}</span>
                  <span className={styles.productPrice}>
                    {formatBRL(card.offer.price)}
                    {discount && <span className={styles.productDiscount}>{discount}</span>}
                  </span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
})
