import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { ContentfulContentType } from '../../cms-schemas/contentful/definitions'
import type { ExportAsset, ExportEntry, ExportLocale, SpaceExport } from '../build/content/space-export'

/**
 * Local stand-ins of Contentful's APIs, for the mapping recording
 * (`npm run cms:record`) and the tests of `npm run cms:setup`:
 * - the Delivery (and Preview) API: space, locales, content types and the
 *   Sync API, answering a space export, with Contentful's shapes (sync items
 *   carry localised fields and full sys);
 * - the Management API (content types, uploads, assets, entries, each
 *   created, versioned, processed and published as Contentful requires).
 * Both check the bearer token and record every request.
 */
export interface FakeContentful {
  app: FastifyInstance
  /** host:port, as gatsby-source-contentful and the SDKs take it (with insecure: true). */
  host: string
  requests: string[]
  close(): Promise<void>
}

const notFound = (reply: FastifyReply, id = 'NotFound') =>
  reply.status(404).send({ sys: { type: 'Error', id }, message: 'The resource could not be found.', requestId: 'fake' })

function checkToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${token}`) {
      return reply.status(401).send({ sys: { type: 'Error', id: 'AccessTokenInvalid' }, message: 'The access token you sent could not be found or is invalid.' })
    }
  }
}

async function listen(app: FastifyInstance, requests: string[], port: number): Promise<FakeContentful> {
  await app.listen({ port, host: '127.0.0.1' })
  const address = app.server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  return { app, host: `127.0.0.1:${bound}`, requests, close: () => app.close() }
}

// ── Delivery ─────────────────────────────────────────────────────────────────

export interface DeliveryOptions {
  spaceId: string
  environment?: string
  accessToken: string
  port?: number
}

const SEED_TIME = '2025-11-01T12:00:00.000Z'

function link(linkType: string, id: string) {
  return { sys: { type: 'Link', linkType, id } }
}

function syncSys(options: DeliveryOptions, id: string, type: 'Entry' | 'Asset', revision: number, updatedAt: string) {
  return {
    space: link('Space', options.spaceId),
    id,
    type,
    createdAt: SEED_TIME,
    updatedAt,
    environment: link('Environment', options.environment ?? 'master'),
    revision,
  }
}

/** The Delivery API over a space export; `publish` changes an entry as a publish would (the next sync returns it). */
export interface FakeContentfulDelivery extends FakeContentful {
  publish(entry: ExportEntry): void
}

export async function startFakeContentfulDelivery(space: SpaceExport, options: DeliveryOptions): Promise<FakeContentfulDelivery> {
  const app = Fastify({ logger: false })
  const requests: string[] = []
  const environment = options.environment ?? 'master'
  const base = `/spaces/${options.spaceId}/environments/${environment}`
  /** Sync items with the sync round they last changed in. */
  const changes = new Map<string, { round: number; item: unknown }>()
  let round = 1
  const asEntry = (entry: ExportEntry, revision: number, updatedAt: string) => ({
    sys: { ...syncSys(options, entry.sys.id, 'Entry', revision, updatedAt), contentType: link('ContentType', entry.sys.contentType.sys.id) },
    fields: entry.fields,
  })
  const asAsset = (asset: ExportAsset) => ({ sys: syncSys(options, asset.sys.id, 'Asset', 1, SEED_TIME), fields: asset.fields })
  for (const asset of space.assets) changes.set(asset.sys.id, { round, item: asAsset(asset) })
  for (const entry of space.entries) changes.set(entry.sys.id, { round, item: asEntry(entry, 1, SEED_TIME) })

  app.addHook('onRequest', async (request) => void requests.push(`${request.method} ${request.url}`))
  app.addHook('onRequest', checkToken(options.accessToken))
  const locales = (items: ExportLocale[]) => items.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale', version: 1 } }))

  const spaceInfo = async () => ({ sys: { type: 'Space', id: options.spaceId }, name: 'Arena Esportes (seed)', locales: locales(space.locales) })
  // contentful.js asks for the space with a trailing slash (getSpace → /spaces/<id>/).
  app.get(`/spaces/${options.spaceId}`, spaceInfo)
  app.get(`/spaces/${options.spaceId}/`, spaceInfo)
  app.get(`${base}/locales`, async () => ({ sys: { type: 'Array' }, total: space.locales.length, skip: 0, limit: 1000, items: locales(space.locales) }))
  app.get(`${base}/content_types`, async (request) => {
    const query = request.query as { skip?: string; limit?: string }
    const skip = Number(query.skip ?? 0)
    const limit = Number(query.limit ?? 100)
    const items = space.contentTypes.map((type: ContentfulContentType) => ({
      ...type,
      sys: { ...type.sys, space: link('Space', options.spaceId), environment: link('Environment', environment), revision: 1, createdAt: SEED_TIME, updatedAt: SEED_TIME },
    }))
    return { sys: { type: 'Array' }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) }
  })
  app.get(`${base}/sync`, async (request, reply) => {
    const query = request.query as { initial?: string; sync_token?: string; limit?: string }
    let since = 0
    if (query.sync_token) {
      since = Number(query.sync_token.replace('round-', ''))
      if (!Number.isInteger(since)) return reply.status(400).send({ sys: { type: 'Error', id: 'BadRequest' }, message: 'invalid sync token' })
    } else if (query.initial !== 'true') {
      return reply.status(400).send({ sys: { type: 'Error', id: 'BadRequest' }, message: 'initial=true or sync_token required' })
    }
    const items = [...changes.values()].filter((change) => change.round > since).map((change) => change.item)
    return { sys: { type: 'Array' }, items, nextSyncUrl: `http://${request.headers.host}${base}/sync?sync_token=round-${round}` }
  })
  app.setNotFoundHandler((_request, reply) => notFound(reply))

  const started = await listen(app, requests, options.port ?? 0)
  return {
    ...started,
    publish(entry) {
      round += 1
      const previous = changes.get(entry.sys.id)?.item as { sys?: { revision?: number } } | undefined
      changes.set(entry.sys.id, { round, item: asEntry(entry, (previous?.sys?.revision ?? 0) + 1, new Date().toISOString()) })
    },
  }
}

// ── Management ───────────────────────────────────────────────────────────────

interface Versioned {
  sys: Record<string, unknown> & { id: string; type: string; version: number; publishedVersion?: number }
  [key: string]: unknown
}

/** What the Management API stand-in holds after a run. */
export interface FakeContentfulManagement extends FakeContentful {
  contentTypes: Map<string, Versioned>
  entries: Map<string, Versioned>
  assets: Map<string, Versioned>
  uploads: Map<string, Buffer>
}

export interface ManagementOptions {
  spaceId: string
  environment?: string
  accessToken: string
  /** The space's locales (the first is the default). */
  locales?: string[]
  port?: number
}

export async function startFakeContentfulManagement(options: ManagementOptions): Promise<FakeContentfulManagement> {
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 })
  const requests: string[] = []
  const contentTypes = new Map<string, Versioned>()
  const entries = new Map<string, Versioned>()
  const assets = new Map<string, Versioned>()
  const uploads = new Map<string, Buffer>()
  const localeCodes = options.locales ?? ['pt-BR']
  const base = `/spaces/${options.spaceId}/environments/${options.environment ?? 'master'}`
  const error = (reply: FastifyReply, status: number, id: string, message: string) => reply.status(status).send({ sys: { type: 'Error', id }, message })
  const version = (request: FastifyRequest) => Number(request.headers['x-contentful-version'])

  app.addContentTypeParser('application/vnd.contentful.management.v1+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string))
    } catch (parseError) {
      done(parseError as Error, undefined)
    }
  })
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  app.addHook('onRequest', async (request) => void requests.push(`${request.method} ${request.url}`))
  app.addHook('onRequest', checkToken(options.accessToken))

  app.get(`${base}/locales`, async () => ({
    sys: { type: 'Array' },
    total: localeCodes.length,
    items: localeCodes.map((code, i) => ({ code, name: code, default: i === 0, fallbackCode: null, optional: i > 0, sys: { id: code, type: 'Locale', version: 1 } })),
  }))

  /** Create (no version header) or update (the current version) a versioned resource. */
  function put(store: Map<string, Versioned>, type: string, request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, extraSys: Record<string, unknown> = {}) {
    const { id } = request.params as { id: string }
    const existing = store.get(id)
    if (existing && version(request) !== existing.sys.version) return error(reply, 409, 'VersionMismatch', `version ${version(request)} is not ${existing.sys.version}`)
    if (!existing && request.headers['x-contentful-version'] !== undefined) return notFound(reply)
    const { sys: _ignored, ...rest } = body
    const next: Versioned = { ...rest, sys: { ...(existing?.sys ?? {}), ...extraSys, id, type, version: (existing?.sys.version ?? 0) + 1 } }
    store.set(id, next)
    return reply.status(existing ? 200 : 201).send(next)
  }

  function publish(store: Map<string, Versioned>, request: FastifyRequest, reply: FastifyReply, check: (item: Versioned) => string | null) {
    const { id } = request.params as { id: string }
    const item = store.get(id)
    if (!item) return notFound(reply)
    if (version(request) !== item.sys.version) return error(reply, 409, 'VersionMismatch', `version ${version(request)} is not ${item.sys.version}`)
    const problem = check(item)
    if (problem) return error(reply, 422, 'ValidationFailed', problem)
    item.sys = { ...item.sys, version: item.sys.version + 1, publishedVersion: item.sys.version }
    return item
  }

  const get = (store: Map<string, Versioned>) => async (request: FastifyRequest, reply: FastifyReply) => store.get((request.params as { id: string }).id) ?? notFound(reply)

  // Content types: fields must be well formed; published ("activated") before entries use them.
  app.get(`${base}/content_types/:id`, get(contentTypes))
  app.put(`${base}/content_types/:id`, async (request, reply) => {
    const body = request.body as { name?: unknown; fields?: unknown }
    if (typeof body.name !== 'string' || !Array.isArray(body.fields)) return error(reply, 422, 'ValidationFailed', 'name and fields are required')
    return put(contentTypes, 'ContentType', request, reply, body as Record<string, unknown>)
  })
  app.put(`${base}/content_types/:id/published`, async (request, reply) => publish(contentTypes, request, reply, () => null))

  // Uploads (the upload host): raw bytes in, an Upload to link from an asset.
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body
    if (!Buffer.isBuffer(body) || body.length === 0) return error(reply, 400, 'BadRequest', 'an upload needs a body')
    const id = `upload-${uploads.size + 1}`
    uploads.set(id, body)
    return reply.status(201).send({ sys: { id, type: 'Upload' } })
  }
  app.post(`/spaces/${options.spaceId}/uploads`, upload)
  app.post(`${base}/uploads`, upload)

  // Assets: created from an upload, processed per locale (which gives the file its url), then published.
  type AssetFile = { fileName?: string; contentType?: string; uploadFrom?: { sys: { id: string } }; url?: string }
  const assetFiles = (asset: Versioned) => ((asset.fields as { file?: Record<string, AssetFile> } | undefined)?.file ?? {}) as Record<string, AssetFile>
  app.get(`${base}/assets/:id`, get(assets))
  app.put(`${base}/assets/:id`, async (request, reply) => put(assets, 'Asset', request, reply, request.body as Record<string, unknown>))
  app.put(`${base}/assets/:id/files/:locale/process`, async (request, reply) => {
    const { id, locale } = request.params as { id: string; locale: string }
    const asset = assets.get(id)
    if (!asset) return notFound(reply)
    if (version(request) !== asset.sys.version) return error(reply, 409, 'VersionMismatch', 'stale version')
    const file = assetFiles(asset)[locale]
    if (!file?.uploadFrom || !uploads.has(file.uploadFrom.sys.id)) return error(reply, 422, 'ValidationFailed', 'no upload to process')
    assetFiles(asset)[locale] = {
      fileName: file.fileName,
      contentType: file.contentType,
      url: `//images.ctfassets.net/${options.spaceId}/${id}/processed/${file.fileName}`,
    }
    asset.sys = { ...asset.sys, version: asset.sys.version + 1 }
    return reply.status(204).send()
  })
  app.put(`${base}/assets/:id/published`, async (request, reply) =>
    publish(assets, request, reply, (asset) => (Object.values(assetFiles(asset)).every((file) => file.url) ? null : 'the asset is not processed')),
  )

  // Entries: of a published content type, with its fields only, the required ones present at publish, links to existing items.
  app.get(`${base}/entries/:id`, get(entries))
  app.put(`${base}/entries/:id`, async (request, reply) => {
    const typeId = request.headers['x-contentful-content-type']
    const existing = entries.get((request.params as { id: string }).id)
    const contentTypeId = existing ? String((existing.sys.contentType as { sys: { id: string } }).sys.id) : String(typeId)
    const type = contentTypes.get(contentTypeId)
    if (!type || type.sys.publishedVersion === undefined) return error(reply, 422, 'ValidationFailed', `content type ${contentTypeId} is not active`)
    const fields = ((request.body as { fields?: Record<string, Record<string, unknown>> }).fields ?? {}) as Record<string, Record<string, unknown>>
    const known = new Set((type.fields as Array<{ id: string }>).map((field) => field.id))
    const unknown = Object.keys(fields).filter((field) => !known.has(field))
    if (unknown.length) return error(reply, 422, 'ValidationFailed', `unknown fields ${unknown.join(', ')}`)
    const badLocale = Object.values(fields).flatMap((value) => Object.keys(value)).find((code) => !localeCodes.includes(code))
    if (badLocale) return error(reply, 422, 'ValidationFailed', `unknown locale ${badLocale}`)
    return put(entries, 'Entry', request, reply, request.body as Record<string, unknown>, { contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentTypeId } } })
  })
  app.put(`${base}/entries/:id/published`, async (request, reply) =>
    publish(entries, request, reply, (entry) => {
      const type = contentTypes.get(String((entry.sys.contentType as { sys: { id: string } }).sys.id))!
      const fields = (entry.fields ?? {}) as Record<string, Record<string, unknown>>
      const missing = (type.fields as Array<{ id: string; required: boolean }>).filter((field) => field.required && fields[field.id]?.[localeCodes[0]] === undefined)
      if (missing.length) return `required fields missing: ${missing.map((field) => field.id).join(', ')}`
      const links = JSON.stringify(fields).match(/"linkType":"(Entry|Asset)","id":"[^"]+"/g) ?? []
      for (const found of links) {
        const [, kind, id] = /"linkType":"(Entry|Asset)","id":"([^"]+)"/.exec(found)!
        if (!(kind === 'Entry' ? entries : assets).has(id)) return `link to a missing ${kind.toLowerCase()} ${id}`
      }
      return null
    }),
  )
  app.setNotFoundHandler((request, reply) => notFound(reply, `NotFound ${request.method} ${request.url}`))

  const started = await listen(app, requests, options.port ?? 0)
  return { ...started, contentTypes, entries, assets, uploads }
}
