import type { FastifyReply } from 'fastify'
import type { OrderForm } from '../domain/checkout'
import { hasPersonalData, maskPersonalData, provesOwnership, type CartState, type CartViewer } from '../domain/checkout/personal-data'
import type { Shopper } from './checkout-shopper'

/** Who asks for a cart: the session's ownership key and the logged-in shopper (if any). */
export interface CartRequester extends CartViewer {
  shopper: Shopper | null
}

/**
 * The masked JSON of each cart object answered masked: a stored cart is one
 * object per stored state (the repository's cache hands out the same object
 * until the cart changes, and never changes it), so a stranger's reads of an
 * unchanged cart reuse the text; entries go with their carts.
 */
const maskedJson = new WeakMap<OrderForm, string>()

function maskedJsonOf(orderForm: OrderForm): string {
  let json = maskedJson.get(orderForm)
  if (json === undefined) {
    json = JSON.stringify(maskPersonalData(orderForm))
    maskedJson.set(orderForm, json)
  }
  return json
}

/**
 * The one mapping from a stored cart to the order form a request is
 * answered with (every order-form answer goes through it):
 * - personal data masked unless the requester proved ownership of it (the
 *   session entered it, or is the logged-in member whose e-mail it carries);
 * - `loggedIn`, `userProfileId` and `canEditData` as this request sees them.
 * When nothing changes, the stored JSON text is sent as it is; a masked cart's text is made once per stored state.
 */
export function sendOrderForm(reply: FastifyReply, cart: CartState & { json?: string }, requester: CartRequester): FastifyReply {
  const hidden = !provesOwnership(cart, requester) && hasPersonalData(cart.orderForm)
  if (!hidden && !requester.shopper && cart.json !== undefined) {
    return reply.type('application/json; charset=utf-8').send(cart.json)
  }
  if (hidden && !requester.shopper) return reply.type('application/json; charset=utf-8').send(maskedJsonOf(cart.orderForm))
  let orderForm: OrderForm = hidden ? maskPersonalData(cart.orderForm) : cart.orderForm
  if (requester.shopper) {
    // The logged-in member may edit the profile of a cart that is theirs or nobody's.
    const ownsProfile = cart.orderForm.userProfileId === null || cart.orderForm.userProfileId === requester.shopper.userProfileId
    orderForm = { ...orderForm, loggedIn: true, userProfileId: requester.shopper.userProfileId, canEditData: ownsProfile || orderForm.canEditData }
  }
  return reply.send(orderForm)
}
