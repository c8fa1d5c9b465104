import { useRef } from 'react'

import { selectItemEvent } from '../../analytics/events'
import { itemFromProductCard } from '../analytics/cardItem'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { useViewItemList } from '../analytics/useViewItemList'

import { Icon } from '../icons/Icon'
import * as styles from './Home.module.css'
import { ProductCard } from '../product-card/ProductCard'
import type { ProductCardData } from '../../lib/product-card/types'
import { ProductCardActions } from '../quick-add/ProductCardActions'

export interface ProductShelfProps {
  id: string
  title: string
  products: ProductCardData[]
  /** "Ver tudo" address of the shelf's listing. */
  seeAllHref?: string
}

/** A horizontal product shelf: scrolls by swipe on touch screens, with arrows on desktop. */
export function ProductShelf({ id, title, products, seeAllHref }: ProductShelfProps) {
  const track = useRef<HTMLUListElement>(null)
  const trackEvent = useTrackEvent()
  // The shelf is one analytics list (its section id and title).
  useViewItemList({ id, name: title }, products)
  if (products.length === 0) return null
  const scroll = (direction: 1 | -1) => {
    const element = track.current
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: 'smooth' })
  }
  const headingId = `${id}-title`
  return (
    <section className={styles.section} aria-labelledby={headingId} data-section-label={title} data-testid="product-shelf">
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        <div className={styles.shelfControls}>
          {seeAllHref && (
            <a href={seeAllHref} className={styles.seeAll}>
              Ver tudo <span className="visually-hidden">de {title}</span>
            </a>
          )}
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={`Anteriores de ${title}`}>
            <Icon name="chevronLeft" size={20} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={`Próximos de ${title}`}>
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
      <ul ref={track} className={styles.shelfTrack}>
        {products.map((product, i) => (
          <li key={product.productId} className={styles.shelfItem}>
            <ProductCard
              product={product}
              onNavigate={() => trackEvent(() => selectItemEvent({ id, name: title }, itemFromProductCard(product), i + 1))}
              actions={<ProductCardActions productId={product.productId} slug={product.slug} name={product.name} />}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
