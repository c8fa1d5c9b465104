import { graphql, Link, type HeadFC, type PageProps } from 'gatsby'

import type { BrandEntry } from '../../cms-schemas'
import { Breadcrumbs } from '../components/content/Breadcrumbs'
import { Seo } from '../components/seo/Seo'
import * as article from '../components/content/ArticlePage.module.css'
import * as styles from '../components/physical-stores/Stores.module.css'
import { brandPath, groupByInitial, splitBrands } from '../components/physical-stores/brands'

interface BrandsQuery {
  allCmsBrand: { nodes: Array<Omit<BrandEntry, 'logo'> & { logo?: string | null }> }
}

export const query = graphql`
  query BrandsPage {
    allCmsBrand(sort: { position: ASC }) {
      nodes {
        name
        slug
        own
        logo
      }
    }
  }
`

const TITLE = 'Marcas'

function BrandTile({ brand }: { brand: { name: string; slug: string; logo?: string | null } }) {
  return (
    <Link to={brandPath(brand)} className={styles.brand} data-testid="brand-link">
      {brand.logo && <img src={brand.logo} alt="" width={160} height={80} loading="lazy" decoding="async" />}
      <span>{brand.name}</span>
    </Link>
  )
}

/** /marcas: the retailer's own brands, then the partner brands A–Z; each links to its listing /marcas/{slug}. */
export default function BrandsPage({ data }: PageProps<BrandsQuery>) {
  const { own, partners } = splitBrands(data.allCmsBrand.nodes)
  const letters = groupByInitial(partners)
  return (
    <article className={article.page} aria-labelledby="brands-title">
      <Breadcrumbs trail={[{ label: 'Início', href: '/' }]} current={TITLE} />
      <header className={article.header}>
        <h1 id="brands-title" className={article.title}>
          {TITLE}
        </h1>
        <p className={article.lead}>
          Marcas Arena desenvolvidas com atletas e as melhores marcas parceiras para cada esporte, todas em um só lugar.
        </p>
      </header>

      {own.length > 0 && (
        <section aria-labelledby="brands-own" className={styles.section}>
          <h2 id="brands-own" className={styles.sectionTitle}>
            Marcas Arena
          </h2>
          <ul className={styles.brandGrid}>
            {own.map((brand) => (
              <li key={brand.slug}>
                <BrandTile brand={brand} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {partners.length > 0 && (
        <section aria-labelledby="brands-partners" className={styles.section}>
          <h2 id="brands-partners" className={styles.sectionTitle}>
            Marcas parceiras
          </h2>
          <nav aria-label="Marcas parceiras por letra">
            <ul className={styles.letters}>
              {letters.map((group) => (
                <li key={group.letter}>
                  <a href={`#marcas-${group.letter}`}>{group.letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {letters.map((group) => (
            <section key={group.letter} aria-labelledby={`marcas-${group.letter}`} className={styles.letterGroup}>
              <h3 id={`marcas-${group.letter}`} className={styles.letterTitle}>
                {group.letter}
              </h3>
              <ul className={styles.brandGrid}>
                {group.brands.map((brand) => (
                  <li key={brand.slug}>
                    <BrandTile brand={brand} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
    </article>
  )
}

export const Head: HeadFC<BrandsQuery> = () => (
  <Seo
    title="Marcas: próprias e parceiras | Arena Esportes"
    description="Conheça as marcas Arena e as marcas parceiras de corrida, futebol, ciclismo, natação, outdoor e mais. Compre por marca na Arena Esportes."
    path="/marcas"
  />
)
