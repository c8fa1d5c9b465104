import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { CONTENTFUL_TOPIC_HEADER } from '../../contracts/contentful-webhook'
import { readNotice } from '../domain/publishing/triggers'
import { errorBody } from '../http/errors'
import type { Publishing } from '../publishing'

export const PUBLISH_PATH = '/publish'
export const PUBLISH_STATUS_PATH = '/publish/status'
export const PUBLISH_ROLLBACK_PATH = '/publish/rollback'

/** Contentful posts its webhooks with this type; the store's own notices with application/json. */
const NOTICE_CONTENT_TYPES = ['application/json', 'application/vnd.contentful.management.v1+json']
/** A notice's body (a Contentful entry with rich text can be large). */
const NOTICE_BODY_LIMIT_BYTES = 1024 * 1024

export interface PublishRoutesOptions {
  /** Null when publishing is off (PUBLISH_SIGNING_SECRET not set). */
  publishing: Publishing | null
  /** Called on the store's catalogue notice before its build is queued: the server's own readers of the catalogue catch up at once. */
  catalogueNotice?: () => void
}

/** Is this a call the anti-forgery check must let through? (Notices are signed instead.) */
export const isSignedPublishCall = (request: { method: string; url: string }): boolean =>
  request.method === 'POST' && /^\/api\/publish(\/rollback)?(\?|$)/.test(request.url)

/**
 * Publishing under /api:
 * - POST /publish: a signed notice (Contentful's webhook, a VTEX broadcaster
 *   notice, the store's catalogue notice) queues a build: 202; a notice that
 *   changes nothing published: 200; unsigned or badly signed: 401, nothing built;
 * - POST /publish/rollback (signed): the previous release goes live again;
 * - GET /publish/status (signed): what is live, the queue, the last builds.
 * The body is kept raw: the signature covers it byte for byte.
 */
export async function publishRoutes(app: FastifyInstance, { publishing, catalogueNotice }: PublishRoutesOptions): Promise<void> {
  app.removeContentTypeParser(NOTICE_CONTENT_TYPES)
  app.addContentTypeParser(NOTICE_CONTENT_TYPES, { parseAs: 'string', bodyLimit: NOTICE_BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  )

  /** The raw body when the request is signed; null after answering 401. */
  function verified(request: FastifyRequest, reply: FastifyReply): string | null {
    const body = typeof request.body === 'string' ? request.body : ''
    if (!publishing) {
      void reply.status(401).send(errorBody('UNAUTHORIZED', 'Publishing is not enabled on this server (PUBLISH_SIGNING_SECRET is not set)'))
      return null
    }
    const check = publishing.verify({ method: request.method, path: request.url, headers: request.headers, body })
    if (!check.ok) {
      request.log.warn({ reason: check.reason, method: request.method, url: request.url }, 'signed publishing request refused')
      void reply.status(401).send(errorBody('UNAUTHORIZED', `Request verification failed: ${check.reason}`))
      return null
    }
    return body
  }

  app.post(PUBLISH_PATH, { bodyLimit: NOTICE_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = verified(request, reply)
    if (body === null || !publishing) return reply
    let parsed: unknown
    try {
      parsed = body === '' ? {} : (JSON.parse(body) as unknown)
    } catch {
      return reply.status(400).send(errorBody('INVALID_JSON', 'The notice is not valid JSON'))
    }
    const topicHeader = request.headers[CONTENTFUL_TOPIC_HEADER]
    const reading = readNotice(typeof topicHeader === 'string' ? topicHeader : undefined, parsed)
    switch (reading.kind) {
      case 'invalid':
        return reply.status(400).send(errorBody('INVALID_NOTICE', reading.message))
      case 'ignored':
        return reply.status(200).send({ accepted: false, reason: reading.reason })
      case 'build': {
        if (reading.trigger.source === 'store-catalogue') {
          try {
            catalogueNotice?.()
          } catch (error) {
            // The build still goes ahead; the periodic check tries the server's side again.
            request.log.error({ err: error }, 'the catalogue notice was not applied to the server')
          }
        }
        const answer = publishing.enqueue(reading.trigger)
        return reply.status(202).send({ accepted: true, trigger: reading.trigger, ...answer })
      }
    }
  })

  app.post(PUBLISH_ROLLBACK_PATH, async (request, reply) => {
    if (verified(request, reply) === null || !publishing) return reply
    const result = publishing.rollback()
    if (!result.ok) return reply.status(409).send(errorBody('ROLLBACK_UNAVAILABLE', result.message))
    return reply.status(200).send({ live: result.release.id })
  })

  // The status names commits, versions, release ids and the build history: only for a request signed with the
  // publishing secret (`npm run publish:status`), like the notices; editors read it on /publicacao with their link.
  app.get(PUBLISH_STATUS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (verified(request, reply) === null || !publishing) return reply
    return reply.send(publishing.status())
  })
}
