import { Link } from 'gatsby'

import type { Store } from '../../../cms-schemas'
import * as styles from './Stores.module.css'
import { formatDistance, storeLocality, storePath } from '../../lib/physical-stores'

export interface StoreCardProps {
  store: Store
  /** Heading level of the store name in the page outline. */
  level?: 2 | 3
  distanceKm?: number | null
}

/** A store in a list: picture, name (the card's link), address, phone and main services. */
export function StoreCard({ store, level = 3, distanceKm = null }: StoreCardProps) {
  const Title = `h${level}` as const
  return (
    <article className={styles.card} data-testid="store-card">
      {store.image ? (
        <img className={styles.cardImage} src={store.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.cardImage} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <Title className={styles.cardTitle}>
          <Link to={storePath(store)} className={styles.cardLink}>
            {store.name}
          </Link>
        </Title>
        <p className={styles.cardAddress}>
          {store.address}
          <br />
          {storeLocality(store)}
        </p>
        <p className={styles.cardMeta}>
          {store.phone}
          {distanceKm !== null && <> · a {formatDistance(distanceKm)}</>}
        </p>
        {store.services.length > 0 && (
          <ul className={styles.chips} aria-label="Serviços">
            {store.services.slice(0, 3).map((service) => (
              <li key={service}>{service}</li>
            ))}
            {store.services.length > 3 && <li>+{store.services.length - 3}</li>}
          </ul>
        )}
      </div>
    </article>
  )
}
