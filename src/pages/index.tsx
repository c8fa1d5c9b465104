import type { HeadFC, PageProps } from 'gatsby'

import type { Home } from '../../cms-schemas'
import { storeConfig } from '../config/store'
import * as styles from '../components/home/Home.module.css'
import { HomeSections } from '../components/home/HomeSections'
import type { ProductCardData } from '../components/product-card/types'

/** What gatsby-node passes to the home page (onCreatePage context). */
export interface HomePageContext {
  home: Home
  /** Products of each product-shelf section, by section id. */
  shelves?: Record<string, ProductCardData[]>
}

export default function HomePage({ pageContext }: PageProps<object, HomePageContext>) {
  return (
    <>
      <h1 className="visually-hidden">{storeConfig.storeName}: artigos esportivos para todos os esportes</h1>
      <div className={styles.page}>
        <HomeSections home={pageContext.home} shelves={pageContext.shelves ?? {}} />
      </div>
    </>
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
