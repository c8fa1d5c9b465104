import { startTransition, useEffect, useMemo, useState } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import { STORE_NAME } from '../config/store'
import { useCanonicalUrl } from '../components/seo/Seo'
import { ListingPage } from '../components/listing/ListingPage'
import type { ListingPageContext, ListingResultPage } from '../lib/listing/types'
import { cardsInOrder, type ShelfCardsData } from '../lib/product-card/shelves'
import { productImagePreload } from '../lib/product-image/sources'

/** The listing's context (src/build/listing-pages.ts). */
export type ListingTemplateContext = ListingPageContext

/**
 * Department, collection, brand and Liquidação listings: the first page comes
 * from the build (page context and the query below); filters, sort and more
 * pages are live.
 */
export default function ListingTemplate({ location, pageContext, data }: PageProps<ShelfCardsData, ListingTemplateContext>) {
  // The static HTML is the listing's default state; the address's own state follows after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  const { initialPage, definition } = useMemo(() => {
    const { initialPage: first, productIds, ...rest } = pageContext
    const page: ListingResultPage = { ...first, products: cardsInOrder(productIds, data.shelfCards.nodes) }
    return { initialPage: page, definition: rest }
  }, [pageContext, data])
  const current = mounted ? location : { pathname: location.pathname, search: '' }
  return <ListingPage definition={definition} location={current} initialPage={initialPage} />
}

export const query = graphql`
  query ListingPage($productIds: [String!]!) {
    shelfCards: allCatalogueProduct(filter: { productId: { in: $productIds } }) {
      nodes {
        card {
          ...CatalogueCardFields
        }
      }
    }
  }
`

export const Head: HeadFC<ShelfCardsData, ListingTemplateContext> = ({ pageContext, data }) => {
  // The first card's image is the page's largest paint: fetched before the body is parsed.
  const firstImage = cardsInOrder(pageContext.productIds.slice(0, 1), data.shelfCards.nodes)[0]?.imageUrl
  return (
    <>
      <title>{`${pageContext.title} | ${STORE_NAME}`}</title>
      <meta name="description" content={pageContext.description} />
      <link rel="canonical" href={useCanonicalUrl(pageContext.listingPath)} />
      {firstImage && <link rel="preload" as="image" {...productImagePreload(firstImage, 'card')} fetchPriority="high" />}
    </>
  )
}
