import path from 'node:path'
import type { PublicFiles } from '../domain/publishing/ports'
import { createMatchPathResolver, readMatchPaths } from './match-paths'
import { createRedirectMatcher, readRedirects, type RedirectMatch, type RedirectRule } from './redirects'
import type { ShellSlicesRegion } from '../../contracts/server-regions'
import { loadSearchRegionRenderer, searchPageTemplate, type SearchPageTemplate, type SearchRegionRenderer } from './search-page'
import { loadShellSlicesRenderer } from './shell-preview'
import { StaticFileCache } from './static-files'

/** Where a build's files are: its public files (a folder, or a release's manifest) and what the server reads of its cache folder. */
export interface SiteBuildDirs {
  /** Names the build in logs and the status (a release id, or "public" for the build folder itself). */
  id: string
  publicFiles: PublicFiles
  cacheDir: string
}

/**
 * Everything the server serves from one build, loaded together: the files,
 * the redirects and client-only routes Gatsby recorded, and the compiled
 * /pesquisa results region. Requests read one SiteBuild from start to end,
 * so swapping the live one never mixes two builds in an answer.
 */
export interface SiteBuild {
  readonly id: string
  readonly files: StaticFileCache
  redirect(pathname: string, search: string): RedirectMatch | null
  /** The page that owns a client-only route, e.g. /account/orders → /account. */
  matchPage(pathname: string): string | null
  readonly searchRegion: SearchRegionRenderer | null
  /** The compiled shell slices the preview mode renders with drafts (null: a build without them). */
  readonly shellSlices: ShellSlicesRegion | null
  /** The static results page cut for the rendered region (once per version of the file). */
  searchTemplate(body: Buffer): SearchPageTemplate | null
}

export interface LoadSiteBuildOptions {
  extraRedirects?: readonly RedirectRule[]
  /** Files of the build served until now: unchanged ones (same file on disk) keep their compressed forms. */
  previousFiles?: StaticFileCache
  /** Refuse a build without its home page and app data (a switch must not put an empty site live). */
  requireComplete?: boolean
}

/** The files a complete Gatsby build always has. */
const REQUIRED_FILES = ['index.html', 'page-data/app-data.json']

export function loadSiteBuild(dirs: SiteBuildDirs, options: LoadSiteBuildOptions = {}): SiteBuild {
  const { publicFiles } = dirs
  if (options.requireComplete) {
    publicFiles.check()
    const missing = REQUIRED_FILES.filter((file) => publicFiles.resolve(`/${file}`) === null)
    if (missing.length) throw new Error(`the build in ${publicFiles.location} is incomplete: ${missing.join(', ')} missing`)
  }
  const redirect = createRedirectMatcher([...readRedirects(path.join(dirs.cacheDir, 'redirects.json')), ...(options.extraRedirects ?? [])])
  const matchPage = createMatchPathResolver(readMatchPaths(path.join(dirs.cacheDir, 'match-paths.json')))
  const searchRegion = loadSearchRegionRenderer(dirs.cacheDir)
  const shellSlices = loadShellSlicesRenderer(dirs.cacheDir)
  const files = new StaticFileCache(publicFiles)
  if (options.previousFiles) files.adopt(options.previousFiles)
  const templates = new WeakMap<Buffer, SearchPageTemplate | null>()
  return {
    id: dirs.id,
    files,
    redirect,
    matchPage,
    searchRegion,
    shellSlices,
    searchTemplate(body) {
      if (!templates.has(body)) templates.set(body, searchPageTemplate(body.toString('utf8')))
      return templates.get(body) ?? null
    },
  }
}
