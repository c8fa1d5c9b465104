import http from 'node:http'
import zlib from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { devOutboxRoutes } from './api/dev-outbox'
import { loginPageRoutes } from './api/login-page'
import { isSignedPublishCall } from './api/publish'
import { publishStatusPageRoutes } from './http/publish-status-page'
import { previewRoutes } from './http/preview-routes'
import { productImageRoutes } from './http/product-images'
import type { ServerComposition } from './composition'
import type { ServerConfig } from './config'
import { errorBody, registerErrorHandling } from './http/errors'
import { ServerDrain } from './http/drain'
import { Fallbacks } from './http/fallbacks'
import { everyResponseHeaders } from './http/security-headers'
import type { RedirectRule } from './http/redirects'
import { siteRoutes } from './http/site'
import { API_BROTLI_QUALITY, API_GZIP_LEVEL, COMPRESSION_MIN_BYTES } from './http/static-files'
import { acceptBodilessJson } from './http/json-body'
import { registerXsrf } from './http/xsrf'
import { metricsRoutes } from './http/metrics'
import type { Tracing } from './observability/tracing'

/** Limits of request bodies the API accepts. */
export const API_BODY_LIMIT_BYTES = 256 * 1024

export interface BuildAppOptions {
  /** Serve the Gatsby build too (off for API-only tests and `npm run develop`). */
  serveSite?: boolean
  extraRedirects?: RedirectRule[]
  /** Where the log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream
}

/** One log line per request, written when the response is complete. */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }
    if (error) request.log.error({ ...line, err: error }, 'request')
    else request.log.info(line, 'request')
  }
}

/**
 * Fastify's reading of TRUST_PROXY: a list as it is; a hop count as "the
 * nearest n hops are proxies" (Fastify itself trusts no hop for a bare number).
 * Hop counting believes whoever connects: only for a server no client reaches
 * except through those proxies.
 */
function trustProxyOption(trustProxy: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy
  return (_address, hop) => hop < trustProxy
}

/** Analytics beacons (sendBeacon cannot set headers) carry no anti-forgery token; publishing notices are signed instead. */
/** What a rendered /pesquisa page depends on besides its address: the embedded search's generation; none with VTEX's search. */
function searchVersionOf(search: ServerComposition['services']['search']): (() => number) | undefined {
  return search ? () => search.generation : undefined
}

/** The route pattern a request matched (`/api/checkout/pub/orderForm/:id`), or `unmatched`: the metrics' and spans' label, never the address. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched'
}

/**
 * With tracing on, Node's server hands each request to Fastify inside its span
 * (so everything the request does, and every log line it writes, is in the
 * trace); the server is otherwise made as Fastify makes it.
 */
function tracedServerFactory(tracing: Tracing) {
  return (handler: http.RequestListener, options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number }): http.Server => {
    const server = http.createServer((request, response) => tracing.handleRequest(request, response, handler))
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout)
    return server
  }
}

function isXsrfExempt(request: { method: string; url: string }): boolean {
  return request.url.startsWith('/api/intelligent-search/events') || request.url.startsWith('/api/analytics/') || isSignedPublishCall(request)
}

/**
 * The one long-lived server: the backend-for-frontend under /api and the
 * static site everywhere else, over what the composition root built (see
 * composition.ts; the caller closes it after the app). Modules are loaded once, at start.
 */
export async function buildApp(composition: ServerComposition, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = composition.config
  const headersOfEveryAnswer = everyResponseHeaders(config)
  const fallbacks = new Fallbacks(headersOfEveryAnswer)
  const { tracing, metrics } = composition.services
  // Every log line written inside a traced request carries its trace_id and span_id.
  const mixin = () => tracing.currentIds() ?? {}
  const app = Fastify({
    logger: options.logStream ? { level: config.logLevel, stream: options.logStream, mixin } : { level: config.logLevel, mixin },
    ...(tracing.enabled ? { serverFactory: tracedServerFactory(tracing) } : {}),
    logController: new OneLineRequestLog(),
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 500 },
    frameworkErrors: fallbacks.frameworkError,
    clientErrorHandler: fallbacks.clientError,
  })

  const { errorReporter } = composition.services
  registerErrorHandling(app, (error, context) => errorReporter.report(error, context))
  app.setNotFoundHandler(fallbacks.notFound)
  // The way out (SIGTERM): stop accepting, finish what was accepted (main.ts starts it).
  const drain = new ServerDrain(app.server)
  drain.register(app)
  composition.lifecycle.attach(drain)
  // nosniff (and HSTS over HTTPS) on every answer: JSON, errors, pictures, scripts, pages, redirects.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersOfEveryAnswer)
    tracing.nameRequest(request.method, routeOf(request))
    done()
  })
  // Requests by route and status, their latency, 5xx answers and cart writes (the Prometheus metrics).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.request({ method: request.method, route: routeOf(request), status: reply.statusCode, seconds: reply.elapsedTime / 1000 })
    done()
  })
  await app.register(metricsRoutes, { metrics, config: config.metrics })
  await app.register(fastifyCookie)
  app.log.info(composition.summary, 'server composed')
  // One JSON line per build, adoption and rollback.
  composition.services.publishing?.onEvent((event) => {
    if (event.status === 'succeeded') app.log.info({ publish: event }, 'publish')
    else app.log.error({ publish: event }, 'publish')
  })
  // Another instance's release, followed here through the shared release store.
  composition.services.publishing?.onFollow((event) => {
    if (event.error === null) app.log.info({ release: event }, 'release followed')
    else app.log.error({ release: event }, 'release followed')
  })

  await app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`)),
      )
      // JSON answers (a page of search results is ~160 KB, ~14 KB compressed).
      await api.register(fastifyCompress, {
        threshold: COMPRESSION_MIN_BYTES,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
        zlibOptions: { level: API_GZIP_LEVEL },
      })
      acceptBodilessJson(api)
      registerXsrf(api, { secureCookies: config.secureCookies, exempt: isXsrfExempt })
      // The route set of the configured commerce backend (embedded or VTEX).
      await api.register(composition.http.api)
    },
    { prefix: '/api' },
  )

  // Product pictures, drawn from the stored catalogue (no outside image host).
  await app.register(productImageRoutes, composition.http.productImages)

  // The embedded login pages (outside /api; the store's login address by default): login, sign-up, password reset.
  await app.register(loginPageRoutes, composition.http.loginPage)

  // The development outbox page (DEV_TOOLS).
  if (composition.http.devOutbox) await app.register(devOutboxRoutes, composition.http.devOutbox)
  // The publishing status for editors (outside /api, like the login page).
  await app.register(publishStatusPageRoutes, { publishing: composition.services.publishing, secureCookies: config.secureCookies })
  // The editors' preview mode: /previa and /previa/sair (outside /api, like /publicacao).
  await app.register(previewRoutes, { preview: composition.http.preview, secureCookies: config.secureCookies })

  if (options.serveSite !== false) {
    if (options.extraRedirects?.length) composition.http.site.addRedirects(options.extraRedirects)
    await app.register(siteRoutes, {
      site: composition.http.site,
      trailingSlash: config.trailingSlash,
      extraSources: { connect: config.extraConnectSources, image: config.extraImageSources },
      sourceMapsPublic: config.sourceMapsPublic,
      fallbacks,
      searchAnswersVersion: searchVersionOf(composition.services.search),
      preview: composition.http.preview,
    })
  }
  return app
}
