import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { CART_ITEM_MAX_QUANTITY, CART_ITEM_MIN_QUANTITY, FREIGHT_COUNTRY } from '../../config/constants'
import { formatCep, normalizeCep } from '../domain/address/cep'
import { simulateFreight, type FreightCatalogue } from '../domain/freight/simulation'
import { badRequest } from '../http/errors'

/** Lines of one simulation (a product page simulates one; a cart a few dozen). */
export const SIMULATION_MAX_ITEMS = 100

const id = z.union([z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/), z.number().int().nonnegative()]).transform(String)

const simulationBody = z.object({
  items: z
    .array(
      z.object({
        id,
        seller: id,
        quantity: z.number().int().min(CART_ITEM_MIN_QUANTITY).max(CART_ITEM_MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(SIMULATION_MAX_ITEMS),
  postalCode: z.string().max(16),
  country: z.literal(FREIGHT_COUNTRY).default(FREIGHT_COUNTRY),
})

export interface PdpRoutesOptions {
  catalogue: FreightCatalogue
}

/**
 * POST /api/pdp/simulation — freight options of items to a CEP (body items, postalCode, country BRA),
 * from the embedded catalogue (the VTEX route set has its own, vtex/routes.ts).
 */
export async function pdpRoutes(app: FastifyInstance, { catalogue }: PdpRoutesOptions): Promise<void> {
  app.post('/pdp/simulation', async (request) => {
    const body = simulationBody.parse(request.body ?? {})
    const digits = normalizeCep(body.postalCode)
    if (!digits) throw badRequest('CEP inválido: use 8 dígitos (00000-000).', 'INVALID_POSTAL_CODE')
    const simulation = simulateFreight(catalogue, digits, body.items)
    // A CEP outside every delivery region: nothing can be shipped there.
    return simulation ?? { postalCode: formatCep(digits), country: FREIGHT_COUNTRY, packages: [], unavailableItems: body.items }
  })
}
