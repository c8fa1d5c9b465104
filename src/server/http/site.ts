import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TrailingSlashPolicy } from '../config'
import { EncodedAnswers, type EncodedAnswerLimits } from './encoded-answers'
import { errorBody } from './errors'
import type { Fallbacks } from './fallbacks'
import { redirectTo } from './location'
import { cacheControlFor, IMMUTABLE } from './cache-policy'
import { EventLoopTurns } from './event-loop-turns'
import { inlineScriptHashes } from './inline-scripts'
import type { LiveSite } from './live-site'
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders, type CspSources } from './security-headers'
import { fillSearchPage, inProcessFetch, SEARCH_PAGE_PATH, SERVER_RENDER_HEADER, type SearchRegionRenderer } from './search-page'
import type { SiteBuild } from './site-build'
import { isPreviewRequest, PREVIEW_EXIT_PATH, type SitePreview } from './preview-routes'
import { previewPage, previewSliceData, shellSliceOfDataPath } from './shell-preview'
import { DOCUMENT_LEVELS, encodeOnce, negotiateEncoding, type Encoding } from './static-files'

export interface SiteOptions {
  /** The build served, swapped by publishing (each request reads one build from start to end). */
  site: LiveSite
  trailingSlash: TrailingSlashPolicy
  /** Origins beyond this one the pages may call and show images from (their CSP). */
  extraSources: CspSources
  /** Serve *.map files (otherwise they are not found). */
  sourceMapsPublic?: boolean
  /** Where the site registers its 404 page for the app's answers of last resort. */
  fallbacks?: Fallbacks
  /**
   * The version of what a rendered /pesquisa page shows besides its address and build: the embedded
   * search's generation (one more each time stock changes its answers). Without it (VTEX's search,
   * which changes unseen) every page is rendered anew.
   */
  searchAnswersVersion?: () => number
  /** The editors' preview mode (decision record 0037): with publishing only. */
  preview?: SitePreview | null
}

/** A preview page or slice data holds drafts for one editor: never kept by any cache. */
const PREVIEW_CACHE_CONTROL = 'private, no-store'

/** Rendered from current prices and stock: never reused without asking. */
const RENDERED_PAGE_CACHE_CONTROL = 'private, no-cache'
/** Rendered /pesquisa pages kept per build (a page is ~75–200 KB of HTML, ~12 KB compressed). */
const RENDERED_PAGE_LIMITS: EncodedAnswerLimits = { maxEntries: 2_000, maxRawBytes: 32 * 1024 * 1024, maxEncodedBytes: 16 * 1024 * 1024 }
/**
 * A rendered page is compressed as hard as the build's own pages (brotli 6, not the API's 1): it is made
 * once and sent to everyone who searches the same, and at brotli 1 a page of 24 results (74 KB) was
 * 14.3 KB, past the first round trip of a new connection (TCP's initial window of 10 segments, 14.6 KB,
 * which must hold the headers too); at 6 it is 11.6 KB, for 0.4 ms more once per page (decision record 0020).
 */
const RENDERED_PAGE_LEVELS = DOCUMENT_LEVELS
const SEARCH_PAGE_FILE = `${SEARCH_PAGE_PATH}/index.html`

type Resolution =
  | { kind: 'file'; build: SiteBuild; absolutePath: string; sitePath: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'missing' }

/**
 * Serves the live Gatsby build: HTTP redirects recorded by gatsby-node, the
 * trailing-slash policy, client-only routes, caching, compression and the
 * security headers; unknown paths get the 404 page with status 404. A hashed
 * asset the live build no longer has is served from the build before it, so
 * a page loaded before a publish can still load its chunks.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const { site } = options
  site.current()
  const htmlHeaders = htmlSecurityHeaders(options.extraSources)
  /** A page's headers: its CSP allows the hashes of its own inline scripts (worked out once per version of a file). */
  const pageHeaders = new WeakMap<Buffer, Record<string, string>>()
  function htmlHeadersOf(body: Buffer): Record<string, string> {
    let headers = pageHeaders.get(body)
    if (!headers) {
      headers = htmlSecurityHeaders(options.extraSources, inlineScriptHashes(body.toString('utf8')))
      pageHeaders.set(body, headers)
    }
    return headers
  }

  function pageFile(build: SiteBuild, pagePath: string): string | null {
    const trimmed = pagePath.endsWith('/') ? pagePath : `${pagePath}/`
    return build.files.resolve(`${trimmed}index.html`)
  }

  function resolve(build: SiteBuild, pathname: string, search: string): Resolution {
    const redirect = build.redirect(pathname, search)
    if (redirect) return { kind: 'redirect', ...redirect }

    const isDirectoryStyle = pathname.endsWith('/')
    if (!isDirectoryStyle) {
      const file = build.files.resolve(pathname)
      if (file) return { kind: 'file', build, absolutePath: file, sitePath: pathname }
    }
    const page = pageFile(build, pathname)
    if (page) {
      const isRoot = pathname === '/'
      if (!isRoot && options.trailingSlash === 'always' && !isDirectoryStyle) {
        return { kind: 'redirect', status: 301, location: `${pathname}/${search}` }
      }
      if (!isRoot && options.trailingSlash === 'never' && isDirectoryStyle) {
        return { kind: 'redirect', status: 301, location: `${pathname.slice(0, -1)}${search}` }
      }
      return { kind: 'file', build, absolutePath: page, sitePath: `${pathname.replace(/\/$/, '')}/index.html` }
    }
    const owner = build.matchPage(pathname)
    const ownerFile = owner ? pageFile(build, owner) : null
    if (ownerFile) return { kind: 'file', build, absolutePath: ownerFile, sitePath: `${owner}/index.html` }
    const before = site.previous()
    const olderAsset = before && !isDirectoryStyle && cacheControlFor(pathname) === IMMUTABLE ? before.files.resolve(pathname) : null
    if (before && olderAsset) return { kind: 'file', build: before, absolutePath: olderAsset, sitePath: pathname }
    return { kind: 'missing' }
  }

  /** The headers of every answer of the site: security (by type; a page's CSP from its body), caching, type. */
  function writeHeaders(reply: FastifyReply, contentType: string, cacheControl: string, body: Buffer) {
    reply.headers(contentType.startsWith('text/html') ? htmlHeadersOf(body) : BASE_SECURITY_HEADERS)
    reply.header('cache-control', cacheControl)
    reply.header('vary', 'Accept-Encoding')
    reply.type(contentType)
  }

  function sendEncoded(reply: FastifyReply, status: number, { body, encoding }: { body: Buffer; encoding: Encoding }) {
    if (encoding !== 'identity') reply.header('content-encoding', encoding)
    return reply.status(status).send(body)
  }

  function send(request: FastifyRequest, reply: FastifyReply, build: SiteBuild, absolutePath: string, sitePath: string, status: number) {
    const file = build.files.load(absolutePath)
    writeHeaders(reply, file.contentType, status === 200 ? cacheControlFor(sitePath) : 'no-store', file.body)
    reply.header('etag', file.etag)
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      return reply.status(304).send()
    }
    return sendEncoded(reply, status, build.files.encoded(file, negotiateEncoding(request.headers['accept-encoding'])))
  }

  // Rendering is CPU work: each render goes in slices, one slice per turn of the event loop (before the
  // render, after its search answer, before the page is assembled and compressed), so the loop keeps
  // answering other requests (health, API) between slices instead of after every render in flight.
  const turns = new EventLoopTurns()
  const apiFetch = inProcessFetch(async ({ method, url }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers: { accept: 'application/json', [SERVER_RENDER_HEADER]: '1' } })
    await turns.next()
    return { statusCode: answer.statusCode, body: answer.body, contentType: String(answer.headers['content-type'] ?? 'application/json') }
  })

  /**
   * Rendered /pesquisa pages of each build, by address and search version: a page is rendered and
   * compressed once while neither the build nor the search's answers change (decision record 0019).
   */
  const renderedPages = new WeakMap<SiteBuild, EncodedAnswers>()
  const renderedPagesOf = (build: SiteBuild): EncodedAnswers => {
    let pages = renderedPages.get(build)
    if (!pages) {
      pages = new EncodedAnswers(RENDERED_PAGE_LIMITS, RENDERED_PAGE_LEVELS, 'search_pages')
      renderedPages.set(build, pages)
    }
    return pages
  }

  /** /pesquisa with its first results in the HTML; the static page when they cannot be had. */
  async function sendSearchPage(request: FastifyRequest, reply: FastifyReply, build: SiteBuild, renderer: SearchRegionRenderer, absolutePath: string, search: string) {
    const file = build.files.load(absolutePath)
    const wanted = negotiateEncoding(request.headers['accept-encoding'])
    // The version is read before rendering: a page is never kept under a version older than its results.
    const version = options.searchAnswersVersion?.()
    const key = version === undefined ? null : `${version}\u0000${search}`
    const kept = key === null ? undefined : renderedPagesOf(build).kept(key, wanted)
    if (kept) {
      writeHeaders(reply, file.contentType, RENDERED_PAGE_CACHE_CONTROL, kept.plain)
      return sendEncoded(reply, 200, kept)
    }
    const template = build.searchTemplate(file.body)
    let html: string | null = null
    try {
      await turns.next()
      const region = template ? await renderer.renderSearchRegion({ search, fetch: apiFetch }) : null
      if (region) await turns.next()
      html = template && region ? fillSearchPage(template, region) : null
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'search results not rendered into the page')
    }
    if (html === null) return send(request, reply, build, absolutePath, SEARCH_PAGE_FILE, 200)
    // The rendered page's own hashes: the static page's scripts and whatever the render added.
    const body = Buffer.from(html)
    writeHeaders(reply, file.contentType, RENDERED_PAGE_CACHE_CONTROL, body)
    if (key !== null) return sendEncoded(reply, 200, renderedPagesOf(build).answer(key, wanted, () => body))
    return sendEncoded(reply, 200, encodeOnce(body, file.contentType, wanted, RENDERED_PAGE_LEVELS))
  }

  /**
   * A page, or a shell slice's data, with the editor's drafts of the shell's slices (decision record 0037);
   * any other file, a build without the compiled slices, or drafts that cannot be read: the live file.
   */
  async function sendPreview(request: FastifyRequest, reply: FastifyReply, preview: SitePreview, build: SiteBuild, absolutePath: string, sitePath: string) {
    const sliceId = shellSliceOfDataPath(sitePath)
    const isPage = sitePath.endsWith('.html')
    const renderer = build.shellSlices
    if ((!isPage && sliceId === null) || !renderer) return send(request, reply, build, absolutePath, sitePath, 200)
    let body: string | null
    const file = build.files.load(absolutePath)
    try {
      const drafts = await preview.drafts.read()
      await turns.next()
      body = sliceId !== null ? previewSliceData(file.body.toString('utf8'), sliceId, drafts) : previewPage(file.body.toString('utf8'), renderer.renderShellSlices(drafts), PREVIEW_EXIT_PATH)
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'preview: the drafts were not shown')
      body = null
    }
    if (body === null) return send(request, reply, build, absolutePath, sitePath, 200)
    const buffer = Buffer.from(body)
    writeHeaders(reply, file.contentType, PREVIEW_CACHE_CONTROL, buffer)
    return sendEncoded(reply, 200, encodeOnce(buffer, file.contentType, negotiateEncoding(request.headers['accept-encoding']), RENDERED_PAGE_LEVELS))
  }

  function notFoundPage(request: FastifyRequest, reply: FastifyReply, build: SiteBuild) {
    const page = build.files.resolve('/404.html') ?? pageFile(build, '/404')
    if (page) return send(request, reply, build, page, '/404.html', 404)
    reply.headers(htmlHeaders)
    return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="pt-BR"><title>Página não encontrada</title><h1>Página não encontrada</h1></html>')
  }

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    // One build for the whole answer, even if a publish swaps the live one meanwhile.
    const build = site.current()
    const url = request.raw.url ?? '/'
    const queryAt = url.indexOf('?')
    const rawPath = queryAt >= 0 ? url.slice(0, queryAt) : url
    const search = queryAt >= 0 ? url.slice(queryAt) : ''
    let pathname: string
    try {
      // One leading slash: `//lojas/` is this site's /lojas/, and must never redirect to `//lojas` (another host).
      pathname = decodeURIComponent(rawPath).replace(/^[/\\]+/, '/')
    } catch {
      return notFoundPage(request, reply, build)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFoundPage(request, reply, build)
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${request.method} ${pathname}`))
    }

    if (!options.sourceMapsPublic && pathname.endsWith('.map')) return notFoundPage(request, reply, build)

    const resolution = resolve(build, pathname, search)
    switch (resolution.kind) {
      case 'redirect':
        reply.headers(BASE_SECURITY_HEADERS)
        return redirectTo(reply.header('cache-control', 'no-cache'), resolution.status, resolution.location)
      case 'file': {
        const renderer = resolution.build.searchRegion
        if (renderer && search.length > 1 && resolution.sitePath === SEARCH_PAGE_FILE) {
          return sendSearchPage(request, reply, resolution.build, renderer, resolution.absolutePath, search)
        }
        if (isPreviewRequest(options.preview, request)) {
          return sendPreview(request, reply, options.preview, resolution.build, resolution.absolutePath, resolution.sitePath)
        }
        return send(request, reply, resolution.build, resolution.absolutePath, resolution.sitePath, 200)
      }
      case 'missing':
        return notFoundPage(request, reply, build)
    }
  }

  app.get('/*', handler)
  options.fallbacks?.useNotFoundPage((request, reply) => notFoundPage(request, reply, site.current()))
}
