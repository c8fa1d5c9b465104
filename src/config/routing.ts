export type TrailingSlashPolicy = 'always' | 'never' | 'legacy'

/**
 * Applies the trailing-slash policy (always, never or legacy) to a link path: the root is
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

/**
 * The canonical address of a page: the site's origin and the page path with
 * the trailing-slash policy applied (the address that answers 200 rather than
 * redirecting). Canonical tags and the sitemap both use it.
 */
export function canonicalUrl(siteUrl: string, pagePath: string, policy: TrailingSlashPolicy): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const path = pagePath.startsWith('/') ? pagePath : `/${pagePath}`
  return `${origin}${applyTrailingSlash(path, policy)}`
}

/** Host names and suffixes that never serve the public store. */
const NON_PUBLIC_HOSTS = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0']
const NON_PUBLIC_SUFFIXES = ['.localhost', '.local', '.test', '.example', '.invalid', '.internal']
/** First labels of staging hosts, e.g. staging.arenaesportes.com.br. */
const STAGING_LABELS = ['staging', 'stage', 'homolog', 'hml', 'preview', 'dev', 'qa', 'test']

/**
 * Whether SITE_URL is the public production store: an https address whose
 * host is public (not local, not a reserved name, not an IP address) and
 * does not start with a staging label. Anything else must not be indexed.
 */
export function isProductionSiteUrl(siteUrl: string): boolean {
  let url: URL
  try {
    url = new URL(siteUrl)
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  if (url.protocol !== 'https:') return false
  if (NON_PUBLIC_HOSTS.includes(host) || NON_PUBLIC_SUFFIXES.some((suffix) => host.endsWith(suffix))) return false
  if (/^\d+(\.\d+){3}$/.test(host) || host.startsWith('[')) return false
  if (!host.includes('.')) return false
  return !STAGING_LABELS.includes(host.split('.')[0])
}
