import { isValidElement, type ReactNode } from 'react'

import { siteStylesheets } from './site-stylesheets'

/**
 * Gatsby inlines the site's whole stylesheet into every page (`<style
 * data-href="/styles.{hash}.css">…</style>`, ≈ 105 KB a page). This swaps each
 * such element for a link to the same file, which the browser fetches once and
 * keeps (hashed, immutable); every other head element is kept as it is.
 * `built` is the stylesheets this build made (compiled into the HTML renderer,
 * src/build/site-stylesheets.ts): a page that would link any other is an error,
 * not a page quietly styled by a previous build.
 */
export function linkedStylesheets(head: ReactNode[], built: readonly string[] | null = siteStylesheets()): ReactNode[] {
  return head.map((element) => {
    if (!isValidElement<{ 'data-href'?: string }>(element) || element.type !== 'style') return element
    const href = element.props['data-href']
    if (!href) return element
    if (built !== null && !built.includes(href)) {
      throw new Error(`This page would link the stylesheet ${href}, which this build did not make (it made ${built.join(', ') || 'none'})`)
    }
    return <link key={`stylesheet-${href}`} rel="stylesheet" href={href} />
  })
}
