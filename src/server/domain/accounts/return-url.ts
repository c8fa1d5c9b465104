/**
 * Where to send the browser after login or logout: only a path of this site.
 * Accepted: starts with exactly one '/', no backslash, no control characters,
 * and resolves to this origin. Anything else (//evil.com, https://evil.com,
 * /\evil.com, javascript:…) gives the fallback.
 */
export const RETURN_URL_MAX_LENGTH = 2048

const PROBE_ORIGIN = 'http://same-site.invalid'

export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > RETURN_URL_MAX_LENGTH) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  // Browsers treat '\' as '/', and strip tabs/newlines before resolving.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return fallback
  }
  if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded.slice(0, 2))) return fallback
  try {
    const resolved = new URL(value, PROBE_ORIGIN)
    if (resolved.origin !== PROBE_ORIGIN) return fallback
  } catch {
    return fallback
  }
  return value
}
