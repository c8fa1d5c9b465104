import { useMemo } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import type { Home } from '../../cms-schemas'
import { storeConfig } from '../config/store'
import * as styles from '../components/home/Home.module.css'
import { HomeSections } from '../components/home/HomeSections'
import { useCanonicalUrl } from '../components/seo/Seo'
import { cardsByShelf, type ShelfCardsData, type ShelfPageContext } from '../lib/product-card/shelves'

/** What gatsby-node passes to the home page (onCreatePage context): the CMS sections, and the product ids of each shelf section by section id. */
export interface HomePageContext extends ShelfPageContext {
  home: Home
}

export default function HomePage({ pageContext, data }: PageProps<ShelfCardsData, HomePageContext>) {
  const shelves = useMemo(() => cardsByShelf(pageContext.shelves, data.shelfCards.nodes), [pageContext.shelves, data])
  return (
    <>
      <h1 className="visually-hidden">{storeConfig.storeName}: artigos esportivos para todos os esportes</h1>
      <div className={styles.page}>
        <HomeSections home={pageContext.home} shelves={shelves} />
      </div>
    </>
  )
}

export const query = graphql`
  query HomePage($shelfProductIds: [String!]!) {
    shelfCards: allCatalogueProduct(filter: { productId: { in: $shelfProductIds } }) {
      nodes {
        card {
          ...CatalogueCardFields
        }
      }
    }
  }
`

export const Head: HeadFC = () => (
  <>
    <link rel="canonical" href={useCanonicalUrl('/')} />
    <title>{`${storeConfig.storeName} | Artigos esportivos para todos os esportes`}</title>
    <meta
      name="description"
      content="Tênis, roupas, bicicletas, camping, fitness e muito mais para o seu esporte. Parcele sem juros, retire na loja e ganhe cashback no Clube."
    />
  </>
)
