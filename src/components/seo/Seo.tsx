import type { ReactNode } from 'react'
import { graphql, useStaticQuery } from 'gatsby'

import { canonicalUrl as canonicalAddress, resolveTrailingSlash } from '../../config/routing'
import { storeConfig } from '../../config/store'

export interface SeoProps {
  title: string
  description: string
  /** Site path of the page, e.g. "/clube/garantia". */
  path: string
  noindex?: boolean
  /** schema.org objects, one script each. */
  jsonLd?: readonly object[]
  /** Open Graph type (default website). */
  ogType?: 'website' | 'product'
  /** Further head tags of the page, after these. */
  children?: ReactNode
}

/** The site's absolute address (siteMetadata.siteUrl). */
export function useSiteUrl(): string {
  const data = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query ContentSeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return data.site.siteMetadata.siteUrl.replace(/\/+$/, '')
}

/** The canonical address of a page path: the site's origin, the path under the build's trailing-slash policy (as the sitemap lists it). */
export function useCanonicalUrl(path: string): string {
  return canonicalAddress(useSiteUrl(), path, resolveTrailingSlash(process.env.GATSBY_TRAILING_SLASH))
}

/** Head tags of a content, store or index page: title, description, canonical and Open Graph. */
export function Seo({ title, description, path, noindex = false, jsonLd = [], ogType = 'website', children }: SeoProps) {
  const canonical = useCanonicalUrl(path)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={storeConfig.storeName} />
      <meta property="og:locale" content="pt_BR" />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
      {children}
    </>
  )
}
