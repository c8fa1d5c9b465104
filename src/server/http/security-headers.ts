/**
 * The Content-Security-Policy of a page. Scripts: this origin's files, and
 * only the inline scripts of this very page, by SHA-256 (Gatsby's loader and
 * chunk map; see inline-scripts.ts) — never 'unsafe-inline', so a script
 * injected into the page does not run. Styles keep 'unsafe-inline' (Gatsby
 * inlines its CSS). `connectSources`: origins the browser may call beyond
 * this one (a remote search host, Sentry, Amplitude: CSP_CONNECT_SOURCES).
 * Workers from this origin (the service worker) are allowed.
 */
export function contentSecurityPolicy(connectSources: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  const connect = ["'self'", ...connectSources].join(' ')
  const scripts = ["'self'", ...scriptHashes].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://images.ctfassets.net",
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
export function htmlSecurityHeaders(connectSources: readonly string[] = [], scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectSources, scriptHashes),
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
