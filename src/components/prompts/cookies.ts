import { DAY_SECONDS } from '../../config/constants'
import { cookieValue } from '../../lib/cookies'

/** Anything with a readable and writable `cookie` string, like `document`. */
export interface CookieJar {
  cookie: string
}

const defaultJar = (): CookieJar | null => (typeof document === 'undefined' ? null : document)

/** The value of a cookie, decoded; null when absent (or outside a browser). */
export function readCookie(name: string, jar: CookieJar | null = defaultJar()): string | null {
  if (!jar) return null
  return cookieValue(jar.cookie, name)
}

export interface WriteCookieOptions {
  /** Lifetime in days (Max-Age). */
  days: number
  path?: string
}

/** The `Set-Cookie`-style string a cookie is written with (site-wide, SameSite=Lax). */
export function serializeCookie(name: string, value: string, { days, path = '/' }: WriteCookieOptions): string {
  const maxAge = Math.round(days * DAY_SECONDS)
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax${secure}`
}

export function writeCookie(
  name: string,
  value: string,
  options: WriteCookieOptions,
  jar: CookieJar | null = defaultJar(),
): void {
  if (!jar) return
  jar.cookie = serializeCookie(name, value, options)
}

/** Names of the cookies the prompts read and write (storefront-shell §4). */
export const PROMPT_COOKIES = {
  cookiePolicies: 'cookiePolicies',
  cepDismissed: 'cepPromptDismissed',
  appInstalled: 'appInstalled',
  refuseApp: 'refuseApp',
} as const
