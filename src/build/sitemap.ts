/**
 * The sitemap (gatsby-plugin-sitemap, options from sitemapPluginOptions):
 * every page of the build that answers 200 and may be indexed — products,
 * listings, content and store pages — at its canonical address (trailing-slash
 * policy applied), with the date its data last changed as lastmod. Split into
 * files of SITEMAP_ENTRY_LIMIT addresses under a sitemap index
 * (/sitemap-index.xml, also served as /sitemap.xml).
 */
import fs from 'node:fs'
import path from 'node:path'
import { applyTrailingSlash, type TrailingSlashPolicy } from '../config/routing'

/** Addresses per sitemap file (the protocol's limit is 50,000). */
export const SITEMAP_ENTRY_LIMIT = 45_000
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml'
/** The conventional address, a copy of the index. */
export const SITEMAP_ALIAS_PATH = '/sitemap.xml'
/** Page path → ISO date its data last changed, written by gatsby-node before the sitemap is made. */
export const SITEMAP_LASTMOD_FILE = 'arena-sitemap-lastmod.json'

/** Sections that are never indexed: personal, transactional, search results, error and app-only pages, and aliases (their canonical address is another page's). */
export const SITEMAP_EXCLUDED_SECTIONS = [
  '/account',
  '/checkout',
  '/pesquisa',
  '/404',
  '/500',
  '/offline',
  '/dev-404-page',
  '/login',
  '/member',
  '/product',
  // The English alias of /colecao (canonical /colecao).
  '/collection',
] as const

export interface SitemapPage {
  path: string
  matchPath?: string | null
  pageContext?: unknown
}

export interface SitemapRedirect {
  fromPath: string
  ignoreCase?: boolean
}

const inSection = (pagePath: string, section: string): boolean => pagePath === section || pagePath.startsWith(`${section}/`)

const isNoindex = (context: unknown): boolean => {
  if (!context || typeof context !== 'object') return false
  const page = (context as { page?: unknown }).page
  return Boolean(page && typeof page === 'object' && (page as { noindex?: unknown }).noindex === true)
}

const normalise = (pagePath: string): string => (pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath)

/** The pages that belong in the sitemap, sorted by path. */
export function sitemapPages<T extends SitemapPage>(pages: readonly T[], redirects: readonly SitemapRedirect[] = []): T[] {
  const exact = new Set(redirects.filter((rule) => !rule.ignoreCase).map((rule) => normalise(rule.fromPath)))
  const folded = new Set(redirects.filter((rule) => rule.ignoreCase).map((rule) => normalise(rule.fromPath).toLowerCase()))
  return pages
    .filter((page) => !page.matchPath)
    // The error pages' .html copies (/404.html, /500.html).
    .filter((page) => !page.path.endsWith('.html'))
    .filter((page) => !SITEMAP_EXCLUDED_SECTIONS.some((section) => inSection(normalise(page.path), section)))
    .filter((page) => !isNoindex(page.pageContext))
    .filter((page) => !exact.has(normalise(page.path)) && !folded.has(normalise(page.path).toLowerCase()))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

export interface SitemapEntry {
  url: string
  lastmod?: string
}

/** One entry: the canonical path and its lastmod (when known). */
export function sitemapEntry(page: SitemapPage, lastmods: Readonly<Record<string, string>>, policy: TrailingSlashPolicy): SitemapEntry {
  const lastmod = lastmods[normalise(page.path)]
  return { url: applyTrailingSlash(normalise(page.path), policy), ...(lastmod ? { lastmod } : {}) }
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return fallback
  }
}

interface SitemapQueryResult {
  site: { siteMetadata: { siteUrl: string } }
  allSitePage: { nodes: SitemapPage[] }
}

/** gatsby-plugin-sitemap's options for this store (gatsby-config). */
export function sitemapPluginOptions(options: { cacheDir: string; trailingSlash: TrailingSlashPolicy }) {
  return {
    output: '/',
    entryLimit: SITEMAP_ENTRY_LIMIT,
    createLinkInHead: true,
    query: `{
      site { siteMetadata { siteUrl } }
      allSitePage { nodes { path matchPath pageContext } }
    }`,
    resolveSiteUrl: (data: SitemapQueryResult) => data.site.siteMetadata.siteUrl.replace(/\/+$/, ''),
    resolvePages: (data: SitemapQueryResult) =>
      sitemapPages(data.allSitePage.nodes, readJson<SitemapRedirect[]>(path.join(options.cacheDir, 'redirects.json'), [])),
    filterPages: () => false,
    serialize: (page: SitemapPage) =>
      sitemapEntry(page, readLastmods(options.cacheDir), options.trailingSlash),
  }
}

let lastmodCache: { file: string; mtimeMs: number; data: Record<string, string> } | null = null

/** The lastmod file, read once per build (serialize runs once per page). */
function readLastmods(cacheDir: string): Record<string, string> {
  const file = path.join(cacheDir, SITEMAP_LASTMOD_FILE)
  let mtimeMs = -1
  try {
    mtimeMs = fs.statSync(file).mtimeMs
  } catch {
    return {}
  }
  if (!lastmodCache || lastmodCache.file !== file || lastmodCache.mtimeMs !== mtimeMs) {
    lastmodCache = { file, mtimeMs, data: readJson<Record<string, string>>(file, {}) }
  }
  return lastmodCache.data
}
