import { REVIEW_RATING_MAX } from '../../../config/constants'
import * as styles from './Reviews.module.css'
import { formatDecimal } from '../../../config/number-format'

/** '★★★★☆' for 4, read out as 'Nota 4 de 5'. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating)
  return (
    <span className={styles.stars} role="img" aria-label={`Nota ${formatDecimal(rating)} de ${REVIEW_RATING_MAX}`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(REVIEW_RATING_MAX - full)}</span>
    </span>
  )
}
