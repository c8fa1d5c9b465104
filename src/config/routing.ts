export type TrailingSlashPolicy = 'always' | 'never' | 'legacy'

/**
 * Applies the trailing-slash policy to a link path (shell §2): the root is
 * never altered, `.html` paths never get a slash, query and hash are kept.
 */
export function applyTrailingSlash(href: string, policy: TrailingSlashPolicy): string {
  const match = /^([^?#]*)(.*)$/.exec(href)
  const pathname = match?.[1] ?? href
  const rest = match?.[2] ?? ''
  if (pathname === '/' || pathname === '' || policy === 'legacy') return href
  if (pathname.endsWith('.html')) return `${pathname.replace(/\/+$/, '')}${rest}`
  if (policy === 'always') return `${pathname.endsWith('/') ? pathname : `${pathname}/`}${rest}`
  return `${pathname.replace(/\/+$/, '') || '/'}${rest}`
}

/** The policy named by an environment value (TRAILING_SLASH); 'never' by default. */
export function resolveTrailingSlash(value: string | undefined): TrailingSlashPolicy {
  return value === 'always' || value === 'legacy' ? value : 'never'
}
