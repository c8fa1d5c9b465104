/**
 * Security headers for HTML responses. Gatsby inlines small scripts (page-data
 * bootstrapping, chunk mapping) and styles, so 'unsafe-inline' is needed for
 * script-src and style-src; everything else is restricted to this origin.
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  const connect = ["'self'", ...extraConnectSources].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
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

export function htmlSecurityHeaders(extraConnectSources: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(extraConnectSources),
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
