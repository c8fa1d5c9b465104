import type { HeadFC, PageProps } from 'gatsby'

import { breadcrumbJsonLd } from '../components/content/Breadcrumbs'
import { ContentPage } from '../components/content/ContentPage'
import { Seo, useSiteUrl } from '../components/content/Seo'
import type { ContentPageContext } from '../components/content/types'

/** Generic, institutional, club, services, marketplace, campaign and app-route pages (src/build/content-pages.ts). */
export default function ContentPageTemplate({ pageContext }: PageProps<object, ContentPageContext>) {
  return <ContentPage {...pageContext} />
}

export const Head: HeadFC<object, ContentPageContext> = ({ pageContext }) => {
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
