import { useEffect, useState } from 'react'
import type { HeadFC, PageProps } from 'gatsby'

import { STORE_NAME } from '../config/store'
import { ListingPage } from '../components/listing/ListingPage'
import { PageFrame } from '../components/listing/PageFrame'
import type { ListingPageContext } from '../components/listing/types'

/**
 * Department, collection, brand and Liquidação listings: the first page comes
 * from the build (page context); filters, sort and more pages are live.
 */
export default function ListingTemplate({ location, pageContext }: PageProps<object, ListingPageContext>) {
  // The static HTML is the listing's default state; the address's own state follows after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const { initialPage, ...definition } = pageContext
  const current = mounted ? location : { pathname: location.pathname, search: '' }
  return (
    <PageFrame>
      <ListingPage definition={definition} location={current} initialPage={initialPage} />
    </PageFrame>
  )
}

export const Head: HeadFC<object, ListingPageContext> = ({ pageContext, location }) => {
  const filtered = location.search !== '' && location.search !== '?'
  return (
    <>
      <title>{`${pageContext.title} | ${STORE_NAME}`}</title>
      <meta name="description" content={pageContext.description} />
      <link rel="canonical" href={pageContext.path} />
      {filtered && <meta name="robots" content="noindex, follow" />}
    </>
  )
}
