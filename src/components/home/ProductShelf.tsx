import { useRef, useState } from 'react'

import { useTrackEvent } from '../analytics/useTrackEvent'
import { useViewItemList } from '../analytics/useViewItemList'

import { Icon } from '../icons/Icon'
import * as styles from './Home.module.css'
import { ProductCard } from '../product-card/ProductCard'
import type { ProductCardData } from '../../lib/product-card/types'
import { ProductCardActions } from '../quick-add/ProductCardActions'
import { AutoplayToggle, Slider, type SliderApi, type SliderControlsState } from '../slider'

export interface ProductShelfProps {
  id: string
  title: string
  products: ProductCardData[]
  /** "Ver tudo" address of the shelf's listing. */
  seeAllHref?: string
}

/** Gap between a shelf's cards, in px (the slider's and the CSS's --space-3). */
export const SHELF_GAP_PX = 12

/**
 * A horizontal product shelf on the store's slider: autoplay every 4 s
 * (paused while hovered, dragged or focused, and by its pause button), arrows
 * in the heading, drag or swipe past 80 px, arrow keys.
 */
export function ProductShelf({ id, title, products, seeAllHref }: ProductShelfProps) {
  const slider = useRef<SliderApi>(null)
  const [autoplay, setAutoplay] = useState<SliderControlsState['autoplay']>(null)
  const trackEvent = useTrackEvent()
  // The shelf is one analytics list (its section id and title).
  useViewItemList({ id, name: title }, products)
  if (products.length === 0) return null
  const headingId = `${id}-title`
  return (
    <section className={`${styles.section} ${styles.shelfSection}`} aria-labelledby={headingId} data-section-label={title} data-testid="product-shelf">
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
          <AutoplayToggle autoplay={autoplay} subject={title} className={styles.arrow} />
          <button type="button" className={styles.arrow} onClick={() => slider.current?.prev()} aria-label={`Anteriores de ${title}`}>
            <Icon name="chevronLeft" size={20} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => slider.current?.next()} aria-label={`Próximos de ${title}`}>
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
      <Slider
        label={title}
        layout="auto"
        gapPx={SHELF_GAP_PX}
        apiRef={slider}
        className={styles.shelfTrack}
        onAutoplayChange={setAutoplay}
      >
        {products.map((product, i) => (
          <ProductCard
            key={product.productId}
            product={product}
            onNavigate={() => void trackEvent('selectCard', { id, name: title }, product, i + 1)}
            actions={<ProductCardActions productId={product.productId} slug={product.slug} name={product.name} />}
          />
        ))}
      </Slider>
    </section>
  )
}
