/** Origins a page may reach beyond its own, by what it does with them. */
export interface CspSources {
  /** Origins the browser may call (connect-src): a remote search host, Sentry, Amplitude (CSP_CONNECT_SOURCES), VTEX's payment gateway. */
  connect?: readonly string[]
  /** Origins of images beyond this one and the CMS's (img-src): the VTEX account's image hosts. */
  image?: readonly string[]
}

/** Images every page may show: its own, inline ones, and the CMS's (Contentful's image API). */
const IMAGE_SOURCES = ["'self'", 'data:', 'blob:', 'https://images.ctfassets.net']

/**
 * The Content-Security-Policy of a page. Scripts: this origin's files, and
 * only the inline scripts of this very page, by SHA-256 (Gatsby's loader and
 * chunk map; see inline-scripts.ts) — never 'unsafe-inline', so a script
 * injected into the page does not run. Styles keep 'unsafe-inline' (Gatsby
 * inlines its CSS). `sources`: origins beyond this one the browser may call
 * and show images from (see CspSources). Workers from this origin (the
 * service worker) are allowed.
 */
export function contentSecurityPolicy(sources: CspSources = {}, scriptHashes: readonly string[] = []): string {
  const connect = ["'self'", ...(sources.connect ?? [])].join(' ')
  const images = [...new Set([...IMAGE_SOURCES, ...(sources.image ?? [])])].join(' ')
  const scripts = ["'self'", ...scriptHashes].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The security headers of an HTML answer whose inline scripts have these hashes (none by default). */
export function htmlSecurityHeaders(sources: CspSources = {}, scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources, scriptHashes),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}

/** Headers for every other response. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
}

/** How long browsers keep to HTTPS once told (HSTS): a year. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000
export const HSTS_HEADER = `max-age=${HSTS_MAX_AGE_SECONDS}`

/** The headers every answer carries, whatever its type: nosniff, and HSTS when served over HTTPS. */
export function everyResponseHeaders(options: { hsts: boolean }): Readonly<Record<string, string>> {
  return options.hsts ? { ...BASE_SECURITY_HEADERS, 'strict-transport-security': HSTS_HEADER } : BASE_SECURITY_HEADERS
}
