import { Link } from 'gatsby'

import type { Store } from '../../../cms-schemas'
import * as article from '../content/ArticlePage.module.css'
import { Breadcrumbs } from '../content/Breadcrumbs'
import { buttonClassName } from '../ui/Button'
import { OpenNow } from './OpenNow'
import { StoreCard } from './StoreCard'
import * as styles from './Stores.module.css'
import { formatTime, phoneHref, STATE_NAMES, STORES_PATH, type NearbyStore } from '../../lib/physical-stores'

const PICKUP_SERVICE = 'Retire na loja'

/** /lojas/{slug}: where the store is, when it opens, what it offers and the stores near it. */
export function StoreDetail({ store, nearby }: { store: Store; nearby: readonly NearbyStore[] }) {
  return (
    <article className={article.page} aria-labelledby="store-title">
      <Breadcrumbs trail={[{ label: 'Início', href: '/' }, { label: 'Lojas', href: STORES_PATH }]} current={store.name} />
      <header className={styles.storeHeader}>
        <h1 id="store-title" className={article.title}>
          {store.name}
        </h1>
        <p className={styles.subtitle}>
          {store.city}, {STATE_NAMES[store.state]} <OpenNow hours={store.openingHours} />
        </p>
      </header>

      <div className={styles.detail}>
        {store.image && (
          <img className={styles.detailImage} src={store.image} alt={`Fachada da loja ${store.name}`} width={640} height={360} decoding="async" />
        )}
        <div className={styles.infoCard}>
          <section aria-labelledby="store-address">
            <h2 id="store-address" className={styles.infoTitle}>
              Endereço e contato
            </h2>
            <address className={styles.address}>
              <span>{store.address}</span>
              {store.district && <span>{store.district}</span>}
              <span>
                {store.city} - {store.state}
              </span>
              <span>CEP {store.cep}</span>
              <a href={phoneHref(store.phone)} className={styles.phone}>
                <span className="visually-hidden">Telefone: </span>
                {store.phone}
              </a>
            </address>
          </section>
          <section aria-labelledby="store-hours">
            <h2 id="store-hours" className={styles.infoTitle}>
              Horário de funcionamento
            </h2>
            <dl className={styles.hours}>
              {store.openingHours.map((period) => (
                <div key={period.label}>
                  <dt>{period.label}</dt>
                  <dd>
                    {formatTime(period.opens)} às {formatTime(period.closes)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>

      {store.services.length > 0 && (
        <section aria-labelledby="store-services" className={styles.section}>
          <h2 id="store-services" className={styles.sectionTitle}>
            Serviços nesta loja
          </h2>
          <ul className={styles.services}>
            {store.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          {store.services.includes(PICKUP_SERVICE) && (
            <p className={styles.note}>
              Compre no site ou no aplicativo e retire grátis nesta loja em até 2 horas após a confirmação do pagamento.
            </p>
          )}
        </section>
      )}

      {nearby.length > 0 && (
        <section aria-labelledby="store-nearby" className={styles.section}>
          <h2 id="store-nearby" className={styles.sectionTitle}>
            Lojas próximas
          </h2>
          <ul className={styles.grid}>
            {nearby.map((entry) => (
              <li key={entry.store.slug}>
                <StoreCard store={entry.store} distanceKm={entry.distanceKm} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className={styles.back}>
        <Link to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
          Ver todas as lojas
        </Link>
      </p>
    </article>
  )
}
