import { Link } from 'gatsby'

import { PRODUCT_IMAGE_REQUEST_PX } from '../../config/constants'
import { formatBRL } from '../../config/money'
import { productImageUrl } from '../product-card/slug'
import * as styles from './Home.module.css'
import { hasListPrice, productHref, visibleCardFlags, type ShelfProduct } from './productCard'

export interface ProductCardProps {
  product: ShelfProduct
}

export function ProductCard({ product }: ProductCardProps) {
  const flags = visibleCardFlags(product.flags)
  const showList = hasListPrice(product)
  return (
    <article className={styles.card} data-testid="product-card">
      <Link to={productHref(product)} className={styles.cardLink}>
        <div className={styles.cardImage}>
          <img
            src={productImageUrl(product.imageUrl)}
            alt=""
            width={PRODUCT_IMAGE_REQUEST_PX}
            height={PRODUCT_IMAGE_REQUEST_PX}
            loading="lazy"
            decoding="async"
          />
          {flags.length > 0 && (
            <ul className={styles.flags}>
              {flags.map((flag) => (
                <li key={flag}>{flag}</li>
              ))}
            </ul>
          )}
        </div>
        <h3 className={styles.cardName}>{product.name}</h3>
      </Link>
      <div className={styles.prices}>
        {showList && (
          <span className={styles.listPrice}>
            <span className="visually-hidden">De </span>
            <s>{formatBRL(product.listPrice)}</s>
          </span>
        )}
        <span className={styles.price}>
          {showList && <span className="visually-hidden">Por </span>}
          {formatBRL(product.price)}
        </span>
        {product.installmentText && <span className={styles.installments}>{product.installmentText}</span>}
        {product.isAvailable === false && <span className={styles.unavailable}>Indisponível</span>}
      </div>
    </article>
  )
}
