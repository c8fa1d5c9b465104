import { REVIEW_RATING_MAX } from '../../config/constants'
import * as styles from './Reviews.module.css'

/** '★★★★☆' for 4, read out as 'Nota 4 de 5'. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating)
  return (
    <span className={styles.stars} role="img" aria-label={`Nota ${rating.toLocaleString('pt-BR')} de ${REVIEW_RATING_MAX}`}>
      {'★'.repeat(full)}
      <span className={styles.starsOff}>{'★'.repeat(REVIEW_RATING_MAX - full)}</span>
    </span>
  )
}
