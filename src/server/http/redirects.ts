import fs from 'node:fs'

/** A redirect as Gatsby's createRedirect stores it (.cache/redirects.json). */
export interface RedirectRule {
  fromPath: string
  toPath: string
  isPermanent?: boolean
  statusCode?: number
  ignoreCase?: boolean
  redirectInBrowser?: boolean
  force?: boolean
}

export interface RedirectMatch {
  status: number
  location: string
}

/** Paths compare without a trailing slash (except the root). */
export function normalisePath(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p
}

export function statusOf(rule: RedirectRule): number {
  if (rule.statusCode && rule.statusCode >= 300 && rule.statusCode < 400) return rule.statusCode
  return rule.isPermanent ? 301 : 302
}

/** Builds a matcher over the rules: exact paths, case-insensitive where the rule says so. */
export function createRedirectMatcher(rules: readonly RedirectRule[]): (pathname: string, search: string) => RedirectMatch | null {
  const exact = new Map<string, RedirectRule>()
  const insensitive = new Map<string, RedirectRule>()
  for (const rule of rules) {
    const key = normalisePath(rule.fromPath)
    if (rule.ignoreCase) insensitive.set(key.toLowerCase(), rule)
    else exact.set(key, rule)
  }
  return (pathname, search) => {
    const key = normalisePath(pathname)
    const rule = exact.get(key) ?? insensitive.get(key.toLowerCase())
    if (!rule) return null
    const location = search && !rule.toPath.includes('?') ? `${rule.toPath}${search}` : rule.toPath
    return { status: statusOf(rule), location }
  }
}

/** Reads the redirects a Gatsby build recorded; none when there was no build. */
export function readRedirects(file: string): RedirectRule[] {
  if (!fs.existsSync(file)) return []
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  return Array.isArray(parsed) ? (parsed as RedirectRule[]) : []
}
