import { startTransition, useEffect, useMemo, useState } from 'react'
import type { HeadFC, PageProps } from 'gatsby'

import { STORE_NAME } from '../config/store'
import { ListingPage } from '../components/listing/ListingPage'
import type { ListingPageContext } from '../components/listing/types'

/** The listing's context (src/build/listing-pages.ts). */
export type ListingTemplateContext = ListingPageContext

/**
 * Department, collection, brand and Liquidação listings: the first page comes
 * from the build (page context); filters, sort and more pages are live.
 */
export default function ListingTemplate({ location, pageContext }: PageProps<object, ListingTemplateContext>) {
  // The static HTML is the listing's default state; the address's own state follows after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => startTransition(() => setMounted(true)), [])
  const { initialPage, definition } = useMemo(() => {
    const { initialPage: first, ...rest } = pageContext
    return { initialPage: first, definition: rest }
  }, [pageContext])
  const current = mounted ? location : { pathname: location.pathname, search: '' }
  return (
    <ListingPage definition={definition} location={current} initialPage={initialPage} />
  )
}

export const Head: HeadFC<object, ListingTemplateContext> = ({ pageContext }) => (
  <>
    <title>{`${pageContext.title} | ${STORE_NAME}`}</title>
    <meta name="description" content={pageContext.description} />
    <link rel="canonical" href={pageContext.listingPath} />
  </>
)
