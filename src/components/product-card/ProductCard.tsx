import { type MouseEvent, type ReactNode } from 'react'
import { Link, navigate } from 'gatsby'

import { formatBRL } from '../../config/money'
import { cardFlags, discountLabel } from './flags'
import { ProductImage } from '../product-image'
import type { ProductCardData, ProductCardInstallment } from '../../lib/product-card/types'
import * as styles from './ProductCard.module.css'

export interface ProductCardProps {
  product: ProductCardData
  /** Quick-add and wishlist controls (the product engineer's), shown over the image. */
  actions?: ReactNode
  /** Load the image eagerly (cards above the fold). */
  eager?: boolean
  /**
   * Request the image once the page's scripts run (the card's first effect), not from the HTML:
   * cards far below the fold of a server-rendered listing, whose pictures would otherwise be
   * fetched with the first paint, beside the page's scripts. Without scripts, `<noscript>` has it.
   */
  deferImage?: boolean
  /** Called when the card's link is followed (search click analytics). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** Heading level of the product name inside lists (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/** 'ou {amount} no cartão': `3x de R$ 29,97` for several instalments, else the single amount. */
export function installmentText(installment: ProductCardInstallment): string {
  const amount = installment.count > 1 ? `${installment.count}x de ${formatBRL(installment.value)}` : formatBRL(installment.value)
  return `ou ${amount} no cartão`
}

/**
 * The image repeats the name's link without a second router link (one
 * prefetch per card); a plain click still navigates inside the app.
 */
function followInApp(event: MouseEvent<HTMLAnchorElement>, to: string, onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  onNavigate?.(event)
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  void navigate(to)
}

/**
 * A presentational product card: image (320 × 320, `srcset` along the card's widths), name,
 * prices, discount label and up to 2 OFF flags, linking to the product page.
 */
export function ProductCard({ product, actions, eager = false, deferImage = false, onNavigate, headingLevel = 'h3' }: ProductCardProps) {
  const { offer } = product
  const discount = discountLabel(offer.price, offer.listPrice)
  // The discount label already says '{n}% OFF'; a flag with the same text is not repeated.
  const flags = cardFlags(product.flags).filter((flag) => flag.value !== discount)
  const Heading = headingLevel
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.productId}>
      <div className={styles.media}>
        <a href={product.slug} className={styles.imageLink} tabIndex={-1} aria-hidden="true" onClick={(event) => followInApp(event, product.slug, onNavigate)}>
          {product.imageUrl ? (
            <ProductImage url={product.imageUrl} slot="card" alt="" className={styles.image} priority={eager} deferred={deferImage} />
          ) : (
            <span className={styles.image} />
          )}
        </a>
        {(flags.length > 0 || discount) && (
          <ul className={styles.flags} aria-label="Destaques">
            {discount && (
              <li className={styles.flag} data-testid="discount-label">
                {discount}
              </li>
            )}
            {flags.map((flag) => (
              <li key={flag.value} className={styles.flag} style={{ background: flag.color, color: flag.textColor }} data-testid="product-flag">
                {flag.value}
              </li>
            ))}
          </ul>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand}</p>}
        <Heading className={styles.name}>
          <Link to={product.slug} className={styles.nameLink} onClick={onNavigate}>
            {product.name}
          </Link>
        </Heading>
        {offer.isAvailable ? (
          <div className={styles.prices}>
            {offer.listPrice > offer.price && (
              <s className={styles.listPrice} aria-label={`De ${formatBRL(offer.listPrice)}`}>
                {formatBRL(offer.listPrice)}
              </s>
            )}
            <p className={styles.price} data-testid="product-price" data-price={offer.price}>
              {formatBRL(offer.price)}
            </p>
            {product.installment && <p className={styles.installment}>{installmentText(product.installment)}</p>}
          </div>
        ) : (
          <p className={styles.unavailable}>Indisponível</p>
        )}
      </div>
    </article>
  )
}
