import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TrailingSlashPolicy } from '../config'
import { errorBody } from './errors'
import type { Fallbacks } from './fallbacks'
import { redirectTo } from './location'
import { cacheControlFor } from './cache-policy'
import { createMatchPathResolver, readMatchPaths } from './match-paths'
import { createRedirectMatcher, readRedirects, type RedirectRule } from './redirects'
import { EventLoopTurns } from './event-loop-turns'
import { inlineScriptHashes } from './inline-scripts'
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from './security-headers'
import { fillSearchPage, inProcessFetch, SEARCH_PAGE_PATH, SERVER_RENDER_HEADER, searchPageTemplate, type SearchPageTemplate, type SearchRegionRenderer } from './search-page'
import { encodeOnce, negotiateEncoding, StaticFileStore, type Encoding } from './static-files'

export interface SiteOptions {
  publicDir: string
  cacheDir: string
  trailingSlash: TrailingSlashPolicy
  extraConnectSources: string[]
  /** Serve *.map files (otherwise they are not found). */
  sourceMapsPublic?: boolean
  /** Redirects beyond those of the build (tests). */
  extraRedirects?: RedirectRule[]
  /** Renders the results of /pesquisa into its HTML (null: the static page stands). */
  searchRegion?: SearchRegionRenderer | null
  /** Where the site registers its 404 page for the app's answers of last resort. */
  fallbacks?: Fallbacks
}

/** Rendered per request from current prices and stock: never reused without asking. */
const RENDERED_PAGE_CACHE_CONTROL = 'private, no-cache'
const SEARCH_PAGE_FILE = `${SEARCH_PAGE_PATH}/index.html`

type Resolution =
  | { kind: 'file'; absolutePath: string; sitePath: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'missing' }

/**
 * Serves the Gatsby build: HTTP redirects recorded by gatsby-node, the
 * trailing-slash policy, client-only routes, caching, compression and the
 * security headers; unknown paths get the 404 page with status 404.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const store = new StaticFileStore(path.resolve(options.publicDir))
  const redirects = createRedirectMatcher([
    ...readRedirects(path.join(options.cacheDir, 'redirects.json')),
    ...(options.extraRedirects ?? []),
  ])
  const matchPage = createMatchPathResolver(readMatchPaths(path.join(options.cacheDir, 'match-paths.json')))
  const htmlHeaders = htmlSecurityHeaders(options.extraConnectSources)
  /** A page's headers: its CSP allows the hashes of its own inline scripts (worked out once per version of a file). */
  const pageHeaders = new WeakMap<Buffer, Record<string, string>>()
  function htmlHeadersOf(body: Buffer): Record<string, string> {
    let headers = pageHeaders.get(body)
    if (!headers) {
      headers = htmlSecurityHeaders(options.extraConnectSources, inlineScriptHashes(body.toString('utf8')))
      pageHeaders.set(body, headers)
    }
    return headers
  }

  function pageFile(pagePath: string): string | null {
    const trimmed = pagePath.endsWith('/') ? pagePath : `${pagePath}/`
    return store.resolve(`${trimmed}index.html`)
  }

  function resolve(pathname: string, search: string): Resolution {
    const redirect = redirects(pathname, search)
    if (redirect) return { kind: 'redirect', ...redirect }

    const isDirectoryStyle = pathname.endsWith('/')
    if (!isDirectoryStyle) {
      const file = store.resolve(pathname)
      if (file) return { kind: 'file', absolutePath: file, sitePath: pathname }
    }
    const page = pageFile(pathname)
    if (page) {
      const isRoot = pathname === '/'
      if (!isRoot && options.trailingSlash === 'always' && !isDirectoryStyle) {
        return { kind: 'redirect', status: 301, location: `${pathname}/${search}` }
      }
      if (!isRoot && options.trailingSlash === 'never' && isDirectoryStyle) {
        return { kind: 'redirect', status: 301, location: `${pathname.slice(0, -1)}${search}` }
      }
      return { kind: 'file', absolutePath: page, sitePath: `${pathname.replace(/\/$/, '')}/index.html` }
    }
    const owner = matchPage(pathname)
    const ownerFile = owner ? pageFile(owner) : null
    if (ownerFile) return { kind: 'file', absolutePath: ownerFile, sitePath: `${owner}/index.html` }
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

  function send(request: FastifyRequest, reply: FastifyReply, absolutePath: string, sitePath: string, status: number) {
    const file = store.load(absolutePath)
    writeHeaders(reply, file.contentType, status === 200 ? cacheControlFor(sitePath) : 'no-store', file.body)
    reply.header('etag', file.etag)
    if (status === 200 && request.headers['if-none-match'] === file.etag) {
      return reply.status(304).send()
    }
    return sendEncoded(reply, status, store.encoded(file, negotiateEncoding(request.headers['accept-encoding'])))
  }

  const searchRegion = options.searchRegion ?? null
  // Rendering is CPU work: each render goes in slices, one slice per turn of the event loop (before the
  // render, after its search answer, before the page is assembled and compressed), so the loop keeps
  // answering other requests (health, API) between slices instead of after every render in flight.
  const turns = new EventLoopTurns()
  const apiFetch = inProcessFetch(async ({ method, url }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers: { accept: 'application/json', [SERVER_RENDER_HEADER]: '1' } })
    await turns.next()
    return { statusCode: answer.statusCode, body: answer.body, contentType: String(answer.headers['content-type'] ?? 'application/json') }
  })

  /** The static results page cut once per version of the file (the file store keeps the same body while it is unchanged). */
  const templates = new WeakMap<Buffer, SearchPageTemplate | null>()
  function templateOf(body: Buffer): SearchPageTemplate | null {
    if (!templates.has(body)) templates.set(body, searchPageTemplate(body.toString('utf8')))
    return templates.get(body) ?? null
  }

  /** /pesquisa with its first results in the HTML; the static page when they cannot be had. */
  async function sendSearchPage(request: FastifyRequest, reply: FastifyReply, renderer: SearchRegionRenderer, absolutePath: string, search: string) {
    const file = store.load(absolutePath)
    const template = templateOf(file.body)
    let html: string | null = null
    try {
      await turns.next()
      const region = template ? await renderer.renderSearchRegion({ search, fetch: apiFetch }) : null
      if (region) await turns.next()
      html = template && region ? fillSearchPage(template, region) : null
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'search results not rendered into the page')
    }
    if (html === null) return send(request, reply, absolutePath, SEARCH_PAGE_FILE, 200)
    // The rendered page's own hashes: the static page's scripts and whatever the render added.
    const body = Buffer.from(html)
    writeHeaders(reply, file.contentType, RENDERED_PAGE_CACHE_CONTROL, body)
    return sendEncoded(reply, 200, encodeOnce(body, file.contentType, negotiateEncoding(request.headers['accept-encoding'])))
  }

  function notFoundPage(request: FastifyRequest, reply: FastifyReply) {
    const page = store.resolve('/404.html') ?? pageFile('/404')
    if (page) return send(request, reply, page, '/404.html', 404)
    reply.headers(htmlHeaders)
    return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="pt-BR"><title>Página não encontrada</title><h1>Página não encontrada</h1></html>')
  }

  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/'
    const queryAt = url.indexOf('?')
    const rawPath = queryAt >= 0 ? url.slice(0, queryAt) : url
    const search = queryAt >= 0 ? url.slice(queryAt) : ''
    let pathname: string
    try {
      // One leading slash: `//lojas/` is this site's /lojas/, and must never redirect to `//lojas` (another host).
      pathname = decodeURIComponent(rawPath).replace(/^[/\\]+/, '/')
    } catch {
      return notFoundPage(request, reply)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFoundPage(request, reply)
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', `No API route ${request.method} ${pathname}`))
    }

    if (!options.sourceMapsPublic && pathname.endsWith('.map')) return notFoundPage(request, reply)

    const resolution = resolve(pathname, search)
    switch (resolution.kind) {
      case 'redirect':
        reply.headers(BASE_SECURITY_HEADERS)
        return redirectTo(reply.header('cache-control', 'no-cache'), resolution.status, resolution.location)
      case 'file':
        if (searchRegion && search.length > 1 && resolution.sitePath === SEARCH_PAGE_FILE) {
          return sendSearchPage(request, reply, searchRegion, resolution.absolutePath, search)
        }
        return send(request, reply, resolution.absolutePath, resolution.sitePath, 200)
      case 'missing':
        return notFoundPage(request, reply)
    }
  }

  app.get('/*', handler)
  options.fallbacks?.useNotFoundPage(notFoundPage)
}
