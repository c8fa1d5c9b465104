import type { FastifyInstance } from 'fastify'

/**
 * Parses `application/x-www-form-urlencoded` bodies into a plain object (last
 * value wins). Registered inside a plugin, it applies to that plugin's routes only.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = {}
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value
    done(null, fields)
  })
}
