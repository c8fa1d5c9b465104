import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies of the API, with one difference from Fastify's own parser: a
 * request that says `Content-Type: application/json` and sends no body at all
 * has no body (`undefined`), instead of a 400 `FST_ERR_CTP_EMPTY_JSON_BODY`.
 * VTEX's documents give every call that header, body-less ones too
 * (`gatewayCallback`, `items/removeAll`, …), and VTEX's own storefront client
 * sends it on a bare `POST /orderForm/{id}`. A handler that needs a body still
 * refuses its absence through its own schema (400); a body that is present is
 * parsed as before (prototype poisoning refused, malformed JSON a 400).
 * Registered inside a plugin, it applies to that plugin's routes only.
 */
export function acceptBodilessJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.length === 0) return done(null, undefined)
    parseJson(request, text, done)
  })
}
