import fs from 'node:fs'

/** Client-only routes recorded by Gatsby (.cache/match-paths.json): `/account/*` → page `/account`. */
export interface MatchPathEntry {
  path: string
  matchPath: string
}

function toRegExp(matchPath: string): RegExp {
  const pattern = matchPath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*'
      if (segment.startsWith(':')) return '[^/]+'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  // `/account/*` also matches `/account`.
  return new RegExp(`^${pattern.replace(/\/\.\*$/, '(?:/.*)?')}/?$`)
}

export function createMatchPathResolver(entries: readonly MatchPathEntry[]): (pathname: string) => string | null {
  const compiled = entries.map((e) => ({ page: e.path, re: toRegExp(e.matchPath) }))
  return (pathname) => compiled.find((c) => c.re.test(pathname))?.page ?? null
}

export function readMatchPaths(file: string): MatchPathEntry[] {
  if (!fs.existsSync(file)) return []
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  return Array.isArray(parsed) ? (parsed as MatchPathEntry[]) : []
}
