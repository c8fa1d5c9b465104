import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  CheckoutRuleError,
  handleItems,
  recalculate,
  simulateItems,
  type CheckoutEnv,
  type HandleItemInput,
  type OrderForm,
  type StoredCart,
} from '../domain/checkout'
import { HttpError } from '../http/errors'
import { addItemsBody, itemsQuery, orderFormParams } from './checkout-schemas'

/**
 * The order-form calls VTEX's own clients make besides the store's (the
 * published document, and `@faststore/api`): `refreshOutdatedData` on a cart
 * read (GET, or POST as FastStore reads); items handled with PATCH; the cart
 * simulation of items in no cart. Every answer that holds a cart is made by
 * checkout.ts (its read, and `mutate`), where the personal-data rule applies.
 */

/** What checkout.ts lends these routes: its write of a cart. */
export interface CartCalls {
  /** One write to the cart of the address (one transaction; the answer as the personal-data rule allows). */
  mutate(request: FastifyRequest, reply: FastifyReply, change: (orderForm: OrderForm, env: CheckoutEnv) => OrderForm): FastifyReply
  /** The stored cart of an id. */
  find(orderFormId: string): StoredCart | undefined
}

const refreshQuery = z.object({
  refreshOutdatedData: z.enum(['true', 'false']).optional(),
  sc: z.string().regex(/^\d{1,3}$/).optional(),
})

const itemLine = addItemsBody.shape.orderItems.element
const attachments = z.array(z.unknown()).max(0, 'Esta loja não aceita anexos de item.').optional()

/**
 * `PATCH …/items`: lines with an `index` change that line's quantity (0
 * removes it); lines without one add an item (`id`, `seller`, a quantity of
 * at least 1). A `price` is ignored (prices are the catalogue's), as are
 * `noSplitItem` and `allowedOutdatedData`.
 */
export const handleItemsBody = z.object({
  orderItems: z
    .array(
      z.union([
        z.object({ index: z.number().int().min(0).max(10_000), quantity: z.number().int().min(0).max(10_000), attachments }).passthrough(),
        itemLine.extend({ index: z.undefined().optional(), attachments }),
      ]),
    )
    .min(1)
    .max(100),
  noSplitItem: z.boolean().optional(),
  allowedOutdatedData: z.array(z.string().max(100)).max(10).optional(),
})

/** `POST /api/checkout/pub/orderForms/simulation`: items, and the CEP to deliver to (Brazil only). */
export const cartSimulationBody = z.object({
  items: addItemsBody.shape.orderItems,
  postalCode: z.string().max(20).optional(),
  country: z.literal('BRA', { errorMap: () => ({ message: 'Esta loja entrega apenas no Brasil (country BRA).' }) }).optional(),
  geoCoordinates: z.array(z.number().finite()).max(2).optional(),
})

export const cartSimulationQuery = z.object({
  sc: z.string().regex(/^\d{1,3}$/).optional(),
  RnbBehavior: z.enum(['0', '1']).optional(),
})

const inputOf = (line: z.infer<typeof handleItemsBody>['orderItems'][number]): HandleItemInput =>
  typeof line.index === 'number' ? { index: line.index, quantity: line.quantity } : { id: line.id as string, quantity: line.quantity, seller: line.seller as string }

/**
 * A cart read with `refreshOutdatedData=true` of a stored cart with items:
 * the cart brought up to date with the catalogue (prices, availability,
 * delivery, totals) and stored, answered; null for any other read.
 */
export function refreshIfAsked(request: FastifyRequest, reply: FastifyReply, calls: CartCalls): FastifyReply | null {
  const { id } = orderFormParams.parse(request.params)
  const { refreshOutdatedData } = refreshQuery.parse(request.query ?? {})
  if (refreshOutdatedData !== 'true' || (calls.find(id)?.orderForm.items.length ?? 0) === 0) return null
  return calls.mutate(request, reply, (orderForm, env) => recalculate(orderForm, env))
}

/** The routes of one base path (`/checkout` or `/checkout/pub`). */
export function clientCartRoutes(app: FastifyInstance, base: string, calls: CartCalls): void {
  app.patch(`${base}/orderForm/:id/items`, async (request, reply) => {
    const query = itemsQuery.parse(request.query)
    const { orderItems } = handleItemsBody.parse(request.body)
    const inputs = orderItems.map(inputOf)
    return calls.mutate(request, reply, (orderForm, env) => handleItems(query.sc ? { ...orderForm, salesChannel: query.sc } : orderForm, inputs, env))
  })
}

/** The cart simulation (no cart: nothing stored, nothing personal). */
export function cartSimulationRoutes(app: FastifyInstance, env: CheckoutEnv, storeSalesChannel: string): void {
  app.post('/checkout/pub/orderForms/simulation', async (request) => {
    const { sc } = cartSimulationQuery.parse(request.query)
    const body = cartSimulationBody.parse(request.body)
    try {
      return simulateItems({ items: body.items, postalCode: body.postalCode, salesChannel: sc ?? storeSalesChannel }, env)
    } catch (error) {
      if (error instanceof CheckoutRuleError) throw new HttpError(error.status, error.code, error.message)
      throw error
    }
  })
}
