import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CEP_INVALID_MESSAGE, CEP_NOT_FOUND_MESSAGE } from '../../contracts/address'
import { normalizeCep } from '../domain/address/cep'
import { CepLookupUnavailableError, type CepLookup } from '../domain/address/lookup'
import { badRequest, HttpError, notFound } from '../http/errors'

const addressQuery = z.object({ cep: z.string().max(32) })

export interface AddressRoutesOptions {
  /** The store's one CEP look-up (local data, an online provider in front of it, or the platform's). */
  ceps: CepLookup
}

/**
 * GET /api/getAddressByPostalCode?cep= — the address of a CEP (platform
 * postal-code shape). A CEP with no street record answers its state (and city
 * where known) with the street blank; a CEP outside every state's range is
 * 404 "CEP inexistente".
 */
export async function addressRoutes(app: FastifyInstance, { ceps }: AddressRoutesOptions): Promise<void> {
  app.get('/getAddressByPostalCode', async (request, reply) => {
    const { cep } = addressQuery.parse(request.query ?? {})
    const digits = normalizeCep(cep)
    if (!digits) throw badRequest(CEP_INVALID_MESSAGE, 'INVALID_POSTAL_CODE')
    let address
    try {
      address = await ceps.addressOf(digits)
    } catch (error) {
      if (!(error instanceof CepLookupUnavailableError)) throw error
      request.log.error({ err: error }, 'CEP look-up unavailable')
      throw new HttpError(502, 'UPSTREAM_UNAVAILABLE', 'Não foi possível consultar o CEP agora. Tente novamente.')
    }
    if (!address) throw notFound(CEP_NOT_FOUND_MESSAGE, 'POSTAL_CODE_NOT_FOUND')
    reply.header('cache-control', 'public, max-age=86400')
    return address
  })
}
