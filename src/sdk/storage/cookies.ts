import Cookies from 'js-cookie'

/**
 * The browser's cookies: the one module that reads and writes them (through
 * js-cookie). Only the cookie notice's head script, which runs before any
 * module loads, keeps its own inline copy (cookie-notice-script.ts), and a
 * test holds it to what this module reads and writes.
 *
 * Reading gives the value of the first cookie with exactly that name, with
 * its percent-encoded bytes decoded; a run of bytes that does not decode
 * (bad encoding) is kept as written. Reading never throws; it gives null
 * when the cookie is absent, and outside a browser.
 *
 * Writing is site-wide (`Path=/`), `SameSite=Lax`, `Secure` on https, and
 * lives `Max-Age` seconds (a session cookie without it). Outside a browser
 * it does nothing.
 */

export const COOKIE_PATH = '/'
export const COOKIE_SAME_SITE = 'Lax'

export interface CookieWriteOptions {
  /** Lifetime in seconds (Max-Age); without it the cookie ends with the browser session. */
  maxAgeSeconds?: number
}

/** Reading and writing cookies by name (injectable where a module takes one; `browserCookies` by default). */
export interface CookieJar {
  read(name: string): string | null
  write(name: string, value: string, maxAgeSeconds?: number): void
}

const isHttps = (): boolean => typeof location !== 'undefined' && location.protocol === 'https:'

/**
 * The attributes every cookie is written with, in the order they are
 * written: Max-Age (when given), Path, SameSite, and Secure on https.
 */
export function cookieAttributes({ maxAgeSeconds }: CookieWriteOptions = {}, secure: boolean = isHttps()): Record<string, string | true> {
  const attributes: Record<string, string | true> = {}
  if (maxAgeSeconds !== undefined) attributes['Max-Age'] = String(Math.round(maxAgeSeconds))
  attributes.Path = COOKIE_PATH
  attributes.SameSite = COOKIE_SAME_SITE
  if (secure) attributes.Secure = true
  return attributes
}

/**
 * The string {@link writeCookie} writes to `document.cookie` (js-cookie's
 * encoding of the value, then {@link cookieAttributes}), for code that
 * cannot import this module: the cookie notice's inline head script.
 */
export function cookieString(name: string, value: string, options: CookieWriteOptions = {}, secure: boolean = isHttps()): string {
  const attributes = Object.entries(cookieAttributes(options, secure)).map(([key, attribute]) =>
    attribute === true ? key : `${key}=${attribute}`,
  )
  return [`${encodeURIComponent(name)}=${Cookies.converter.write(value, name)}`, ...attributes].join('; ')
}

/** Decodes one run of percent-encoded bytes; a run that does not decode stays as written. */
function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run)
  } catch {
    return run
  }
}

// js-cookie, without its default `path` (cookieAttributes gives every attribute, in order) and with a
// read converter that never throws (js-cookie's own skips a cookie whose value does not decode).
const cookies = Cookies.withAttributes({ path: undefined }).withConverter<string>({
  read: (value) => (value.startsWith('"') ? value.slice(1, -1) : value).replace(/(%[\dA-F]{2})+/gi, decodeRun),
})

/** The value of a cookie; null when absent or outside a browser. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  try {
    return cookies.get(name) ?? null
  } catch {
    // document.cookie itself can throw (SecurityError in a sandboxed frame).
    return null
  }
}

/** Every cookie by name (the first of each name). */
export function readCookies(): Record<string, string> {
  if (typeof document === 'undefined') return {}
  try {
    return cookies.get()
  } catch {
    return {}
  }
}

export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  if (typeof document === 'undefined') return
  try {
    cookies.set(name, value, cookieAttributes(options))
  } catch {
    // Cookies disabled: the value is a convenience only.
  }
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return
  try {
    cookies.remove(name, { Path: COOKIE_PATH })
  } catch {
    // nothing to remove
  }
}

/** The document's cookies as a {@link CookieJar}. */
export const browserCookies: CookieJar = {
  read: readCookie,
  write: (name, value, maxAgeSeconds) => writeCookie(name, value, { maxAgeSeconds }),
}

/** Cookies of the shopper's choices: the prompts write them, the analytics reads consent. */
export const PROMPT_COOKIES = {
  cookiePolicies: 'cookiePolicies',
  cepDismissed: 'cepPromptDismissed',
  appInstalled: 'appInstalled',
  refuseApp: 'refuseApp',
} as const

/** The cookiePolicies value that means the cookie notice was accepted ('Aceitar' stores it for 365 days). */
export const COOKIE_POLICIES_ACCEPTED = 'true'
/** The cookiePolicies value of a choice that refused some optional purpose ('Recusar', or 'Personalizar' without all). */
export const COOKIE_POLICIES_REFUSED = 'false'
