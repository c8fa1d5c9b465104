import { isValidElement, type ReactNode } from 'react'

/**
 * Gatsby inlines the site's whole stylesheet into every page (`<style
 * data-href="/styles.{hash}.css">…</style>`, ≈ 105 KB a page). This swaps each
 * such element for a link to the same file, which the browser fetches once and
 * keeps (hashed, immutable); every other head element is kept as it is.
 */
export function linkedStylesheets(head: ReactNode[]): ReactNode[] {
  return head.map((element) => {
    if (!isValidElement<{ 'data-href'?: string }>(element) || element.type !== 'style') return element
    const href = element.props['data-href']
    return href ? <link key={`stylesheet-${href}`} rel="stylesheet" href={href} /> : element
  })
}
