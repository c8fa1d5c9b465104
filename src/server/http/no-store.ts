import type { FastifyInstance } from 'fastify'

export const NO_STORE = 'no-store'

/**
 * Every answer of the plugin it is called in (errors too) carries
 * `Cache-Control: no-store`: order forms, account and session answers hold a
 * shopper's data and must never be kept by a browser or a shared cache.
 */
export function answerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', NO_STORE)
    done(null, payload)
  })
}
