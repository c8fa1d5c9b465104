import type { ReactNode } from 'react'
import { ProductCard, productCardFromSearch } from '../product-card'
import { AutoplayToggle, Slider } from '../slider'
import * as styles from './Product.module.css'
import type { RecommendationsResponse } from '../../contracts/search'
import { showcaseOf } from './recommendations-fetch'

/** What a product card of a shelf offers besides its link (the wishlist heart and quick-add), given by the page. */
export type CardActions = (card: { productId: string; slug: string; name: string }) => ReactNode

/** 'Produtos similares' shelf: product cards with the actions the page gives (wishlist heart, quick-add), on the store's slider. */
export function SimilarProducts({ showcases, cardActions }: { showcases: RecommendationsResponse | null; cardActions?: CardActions }) {
  const showcase = showcaseOf(showcases, 'SimilarProducts')
  if (!showcase) return null
  return (
    <section className={styles.shelf} aria-labelledby="similar-title" data-testid="similar-products">
      <h2 id="similar-title" className={styles.sectionTitle}>
        {showcase.title}
      </h2>
      <Slider
        label={showcase.title}
        className={styles.similarTrack}
        controls={({ count, prev, next, autoplay }) =>
          count > 1 && (
            <div className={styles.sliderControls}>
              <AutoplayToggle autoplay={autoplay} subject={showcase.title} className={styles.sliderArrow} />
              <button type="button" className={styles.sliderArrow} aria-label="Anterior" onClick={prev}>
                ‹
              </button>
              <button type="button" className={styles.sliderArrow} aria-label="Próximo" onClick={next}>
                ›
              </button>
            </div>
          )
        }
      >
        {showcase.products.map((product) => {
          const card = productCardFromSearch(product)
          return (
            <ProductCard
              key={card.productId}
              product={card}
              actions={cardActions?.({ productId: card.productId, slug: card.slug, name: card.name })}
            />
          )
        })}
      </Slider>
    </section>
  )
}
