/**
 * Layout rules:
 * - header and footer are hidden when the path contains member, checkout or
 *   login, or when the query has mode=app;
 * - account pages show the simple secure-purchase footer instead of the full one.
 */

export interface ShellLocation {
  pathname: string
  /** Query string, with or without the leading "?". */
  search?: string
}

export type FooterKind = 'full' | 'account' | 'none'

export interface ShellLayout {
  showHeader: boolean
  footer: FooterKind
}

const HIDDEN_PATH_WORDS = ['member', 'checkout', 'login'] as const

/** Whether the query string carries mode=app (the page is shown inside the app). */
export function isAppMode(search: string | undefined): boolean {
  if (!search) return false
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('mode') === 'app'
}

/** Whether the path contains one of the words that hide the shell. */
export function isShellHiddenPath(pathname: string): boolean {
  const path = pathname.toLowerCase()
  return HIDDEN_PATH_WORDS.some((word) => path.includes(word))
}

/** /account and everything below it. */
export function isAccountPath(pathname: string): boolean {
  return /^\/account(\/|$)/i.test(pathname)
}

export function resolveShellLayout(location: ShellLocation): ShellLayout {
  if (isShellHiddenPath(location.pathname) || isAppMode(location.search)) {
    return { showHeader: false, footer: 'none' }
  }
  return { showHeader: true, footer: isAccountPath(location.pathname) ? 'account' : 'full' }
}
