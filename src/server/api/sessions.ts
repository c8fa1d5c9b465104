import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { StoreConfig } from '../../config/store'
import type { RequestAuth } from '../auth/session'
import {
  SESSION_PUBLIC_MAX_KEYS,
  SESSION_PUBLIC_VALUE_MAX_LENGTH,
  selectSessionItems,
  sessionNamespaces,
} from '../domain/accounts/session-namespaces'
import { badRequest } from '../http/errors'
import { answerNoStore } from '../http/no-store'
import { parseSalesChannel } from './search-params'

/** VTEX's session cookie: the session's id (here a random UUID; the session's state is the store's own). */
export const SESSION_ID_COOKIE = 'vtex_session'
const SESSION_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const publicValue = z.string().max(SESSION_PUBLIC_VALUE_MAX_LENGTH)
const sessionQuery = z.record(z.union([publicValue, z.array(publicValue).max(1)]))
const sessionBody = z
  .object({ public: z.record(z.object({ value: publicValue })).optional() })
  .passthrough()
  .nullish()

export interface SessionRoutesOptions {
  auth: Pick<RequestAuth, 'currentMember'>
  store: Pick<StoreConfig, 'country' | 'locale' | 'currency'>
  secureCookies: boolean
}

/**
 * VTEX's Session Manager calls (`GET`, `POST`, `PATCH /api/sessions`), as
 * VTEX's storefront client makes them: the query parameters (but `items`) and
 * the body's `public` values are the public namespace, `sc` the sales
 * channel; the answer is `{ id, namespaces }`, the entries `items` names.
 */
export async function sessionRoutes(app: FastifyInstance, { auth, store, secureCookies }: SessionRoutesOptions): Promise<void> {
  answerNoStore(app)

  const sessionIdOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const current = request.cookies[SESSION_ID_COOKIE]
    if (current && SESSION_ID_SHAPE.test(current)) return current
    const id = crypto.randomUUID()
    reply.setCookie(SESSION_ID_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies })
    return id
  }

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = sessionQuery.parse(request.query ?? {})
    const body = sessionBody.parse(request.body)
    const { items, ...rest } = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? (value[0] ?? '') : value]))
    const publicValues: Record<string, string> = { ...rest }
    for (const [key, { value }] of Object.entries(body?.public ?? {})) publicValues[key] = value
    if (Object.keys(publicValues).length > SESSION_PUBLIC_MAX_KEYS) throw badRequest(`At most ${SESSION_PUBLIC_MAX_KEYS} public values per call`, 'TOO_MANY_SESSION_VALUES')
    const namespaces = sessionNamespaces({
      salesChannel: parseSalesChannel(publicValues.sc),
      country: store.country,
      locale: store.locale,
      currency: store.currency,
      member: auth.currentMember(request),
      publicValues,
    })
    return { id: sessionIdOf(request, reply), namespaces: selectSessionItems(namespaces, items) }
  }

  app.get('/sessions', answer)
  app.post('/sessions', answer)
  app.patch('/sessions', answer)
}
