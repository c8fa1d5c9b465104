import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { addressOfCep, normalizeCep, type CepDirectory } from '../domain/address/cep'
import { badRequest, notFound } from '../http/errors'

const addressQuery = z.object({ cep: z.string().max(32) })

export interface AddressRoutesOptions {
  ceps: CepDirectory
}

/** GET /api/getAddressByPostalCode?cep= — the address of a CEP (platform postal-code shape). */
export async function addressRoutes(app: FastifyInstance, { ceps }: AddressRoutesOptions): Promise<void> {
  app.get('/getAddressByPostalCode', async (request, reply) => {
    const { cep } = addressQuery.parse(request.query ?? {})
    const digits = normalizeCep(cep)
    if (!digits) throw badRequest('CEP inválido: use 8 dígitos (00000-000).', 'INVALID_POSTAL_CODE')
    const address = addressOfCep(ceps, digits)
    if (!address) throw notFound('CEP não encontrado.', 'POSTAL_CODE_NOT_FOUND')
    reply.header('cache-control', 'public, max-age=86400')
    return address
  })
}
