import { Link } from 'gatsby'

import { COLLECTIONS } from '../../lib/search/collections'
import { Breadcrumbs } from '../content/Breadcrumbs'
import { Seo } from '../seo/Seo'
import * as article from '../content/ArticlePage.module.css'
import * as styles from './Collections.module.css'

export const COLLECTIONS_PATH = '/colecao'
const TITLE = 'Coleções'

/** /colecao (and /collection): every collection, each linking to its listing /colecao/{slug}. */
export function CollectionsIndex() {
  return (
    <article className={article.page} aria-labelledby="collections-title">
      <Breadcrumbs trail={[{ label: 'Início', href: '/' }]} current={TITLE} />
      <header className={article.header}>
        <h1 id="collections-title" className={article.title}>
          {TITLE}
        </h1>
        <p className={article.lead}>Seleções de produtos para cada momento: lançamentos, os mais vendidos, kits e presentes.</p>
      </header>
      <ul className={styles.grid} data-testid="collections">
        {COLLECTIONS.map((collection) => (
          <li key={collection.slug}>
            <Link to={`${COLLECTIONS_PATH}/${collection.slug}`} className={styles.tile} data-testid="collection-link">
              <span className={styles.name}>{collection.title}</span>
              <span className={styles.description}>{collection.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** The head of both addresses; the canonical one is /colecao. */
export function CollectionsHead() {
  return (
    <Seo
      title="Coleções | Arena Esportes"
      description="Lançamentos, mais vendidos, kits de treino e presentes: as coleções de produtos esportivos da Arena Esportes."
      path={COLLECTIONS_PATH}
    />
  )
}
