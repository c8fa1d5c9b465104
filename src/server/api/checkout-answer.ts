import type { FastifyReply } from 'fastify'
import type { OrderForm } from '../domain/checkout'
import { cartSeenBy, disclosureOf, seesStoredCart, type CartState, type CartViewer } from '../domain/privacy'

/**
 * The JSON of each stored cart as answered to an anonymous viewer with part
 * of it hidden, per disclosure: a stored cart is one object per stored state
 * (the repository's cache hands out the same object until the cart changes,
 * and never changes it), so a stranger's reads of an unchanged cart reuse the
 * text; entries go with their carts.
 */
const hiddenJson = new WeakMap<OrderForm, Map<string, string>>()

function anonymousJsonOf(cart: CartState, viewer: CartViewer): string {
  const disclosure = disclosureOf(cart, viewer)
  const key = `${disclosure.profile}/${disclosure.entered}`
  let byDisclosure = hiddenJson.get(cart.orderForm)
  if (!byDisclosure) {
    byDisclosure = new Map()
    hiddenJson.set(cart.orderForm, byDisclosure)
  }
  let json = byDisclosure.get(key)
  if (json === undefined) {
    json = JSON.stringify(cartSeenBy(cart, viewer))
    byDisclosure.set(key, json)
  }
  return json
}

/**
 * Every order-form answer goes through here: the cart as the privacy rule
 * lets this viewer see it (domain/privacy cartSeenBy). When nothing changes,
 * the stored JSON text is sent as it is; an anonymous viewer's text is made
 * once per stored state and disclosure.
 */
export function sendOrderForm(reply: FastifyReply, cart: CartState & { json?: string }, viewer: CartViewer): FastifyReply {
  if (cart.json !== undefined && seesStoredCart(cart, viewer)) return reply.type('application/json; charset=utf-8').send(cart.json)
  if (viewer.member === null) return reply.type('application/json; charset=utf-8').send(anonymousJsonOf(cart, viewer))
  return reply.send(cartSeenBy(cart, viewer))
}
