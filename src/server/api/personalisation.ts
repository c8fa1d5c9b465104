import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { DY_ID_COOKIE_SECONDS, DY_SESSION_COOKIE_SECONDS } from '../../config/constants'
import type { PersonalisationCookie } from '../../contracts/personalisation'

export { DY_COOKIE_NAMES, type PersonalisationCookie } from '../../contracts/personalisation'

/** Visitor id: a signed 64-bit decimal integer, e.g. -3204968216830219583. */
export const DY_ID_SHAPE = /^-?[1-9]\d{0,18}$/
/** Session id: 32 lowercase hex digits. */
export const DY_SESSION_SHAPE = /^[0-9a-f]{32}$/

export function newDyId(): string {
  const value = crypto.randomBytes(8).readBigInt64BE()
  return value === 0n ? '1' : value.toString()
}

export function newDySession(): string {
  return crypto.randomBytes(16).toString('hex')
}

/** Keeps a visitor's existing ids when well-formed; creates the missing ones. */
export function personalisationCookies(existing: Partial<Record<string, string>>): PersonalisationCookie[] {
  const id = existing._dyid && DY_ID_SHAPE.test(existing._dyid) ? existing._dyid : newDyId()
  const session = existing._dyjsession && DY_SESSION_SHAPE.test(existing._dyjsession) ? existing._dyjsession : newDySession()
  return [
    { name: '_dyid', value: id, maxAge: DY_ID_COOKIE_SECONDS },
    { name: '_dyid_server', value: id, maxAge: DY_ID_COOKIE_SECONDS },
    { name: '_dyjsession', value: session, maxAge: DY_SESSION_COOKIE_SECONDS },
  ]
}

/** GET /api/getDynamicYieldCookies (the personalisation ids as cookies: name, value, maxAge) and GET /api/ip (the caller's address). */
export async function personalisationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/getDynamicYieldCookies', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return personalisationCookies(request.cookies)
  })

  /** The caller's address as this server sees it (behind a trusted proxy: X-Forwarded-For). */
  app.get('/ip', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ip: request.ip }
  })
}
