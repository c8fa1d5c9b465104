/**
 * The value of the first cookie called `name` in a `document.cookie`-style
 * string ('a=1; b=2'), URI-decoded (the raw value when it does not decode);
 * null when there is none.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}
