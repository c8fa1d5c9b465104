import type { HeadFC, PageProps } from 'gatsby'

import type { Home } from '../../cms-schemas'
import { storeConfig } from '../config/store'
import * as styles from '../components/home/Home.module.css'
import { HomeSections } from '../components/home/HomeSections'
import type { ShelfProduct } from '../components/home/productCard'
import { seedHome, seedShell } from '../components/home/seedContent'
import { Layout } from '../components/layout/Layout'
import type { ShellContent } from '../components/layout/types'

/** What the foundation passes to the home page (gatsby-node createPage / onCreatePage context). */
export interface HomePageContext {
  shell?: ShellContent
  home?: Home
  /** Products of each product-shelf section, by section id. */
  shelves?: Record<string, ShelfProduct[]>
}

export default function HomePage({ location, pageContext }: PageProps<object, HomePageContext>) {
  // TEMPORARY fallbacks to the seed content until the foundation wiring passes it (see seedContent.ts).
  const shell = pageContext.shell ?? seedShell(storeConfig.variant)
  const home = pageContext.home ?? seedHome
  return (
    <Layout shell={shell} location={location}>
      <h1 className="visually-hidden">{storeConfig.storeName}: artigos esportivos para todos os esportes</h1>
      <div className={styles.page}>
        <HomeSections home={home} shelves={pageContext.shelves ?? {}} />
      </div>
    </Layout>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`${storeConfig.storeName} | Artigos esportivos para todos os esportes`}</title>
    <meta
      name="description"
      content="Tênis, roupas, bicicletas, camping, fitness e muito mais para o seu esporte. Parcele sem juros, retire na loja e ganhe cashback no Clube."
    />
  </>
)
