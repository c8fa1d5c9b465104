import { useMemo } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import { breadcrumbJsonLd } from '../components/content/Breadcrumbs'
import { ContentPage } from '../components/content/ContentPage'
import { Seo, useSiteUrl } from '../components/seo/Seo'
import type { ContentPageContext } from '../lib/content/types'
import { cardsByShelf, type ShelfCardsData } from '../lib/product-card/shelves'

/** Generic, institutional, club, services, marketplace, campaign and app-route pages (src/build/content-pages.ts). */
export default function ContentPageTemplate({ pageContext, data }: PageProps<ShelfCardsData, ContentPageContext>) {
  const shelves = useMemo(() => cardsByShelf(pageContext.shelves, data.shelfCards.nodes), [pageContext.shelves, data])
  return <ContentPage page={pageContext.page} breadcrumbs={pageContext.breadcrumbs} sectionNav={pageContext.sectionNav} shelves={shelves} />
}

export const query = graphql`
  query ContentPage($shelfProductIds: [String!]!) {
    shelfCards: allCatalogueProduct(filter: { productId: { in: $shelfProductIds } }) {
      nodes {
        card {
          ...CatalogueCardFields
        }
      }
    }
  }
`

export const Head: HeadFC<ShelfCardsData, ContentPageContext> = ({ pageContext }) => {
  const { page, breadcrumbs } = pageContext
  const siteUrl = useSiteUrl()
  return (
    <Seo
      title={page.seo.title}
      description={page.seo.description}
      path={page.path}
      noindex={page.noindex}
      jsonLd={page.noindex ? [] : [breadcrumbJsonLd(breadcrumbs, { label: page.title, href: page.path }, siteUrl)]}
    />
  )
}
