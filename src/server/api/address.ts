import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CepRepository, normalizeCep } from '../domain/address/cep'
import { badRequest, notFound } from '../http/errors'
import type { ApiOptions } from './index'

const addressQuery = z.object({ cep: z.string().max(32) })

/** GET /api/getAddressByPostalCode?cep= — the address of a CEP (platform postal-code shape). */
export async function addressRoutes(app: FastifyInstance, { ctx }: ApiOptions): Promise<void> {
  const ceps = new CepRepository(ctx.db)

  app.get('/getAddressByPostalCode', async (request, reply) => {
    const { cep } = addressQuery.parse(request.query ?? {})
    const digits = normalizeCep(cep)
    if (!digits) throw badRequest('CEP inválido: use 8 dígitos (00000-000).', 'INVALID_POSTAL_CODE')
    const address = ceps.find(digits)
    if (!address) throw notFound('CEP não encontrado.', 'POSTAL_CODE_NOT_FOUND')
    reply.header('cache-control', 'public, max-age=86400')
    return address
  })
}
