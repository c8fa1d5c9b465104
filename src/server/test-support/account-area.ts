import { DAY_MS, RETAILER_SELLER_ID } from '../../config/constants'
import { orderItemOf } from '../domain/checkout/item-mapping'
import { orderIdOf } from '../domain/orders/account-orders'
import type { OrderItem, OrderStatus, StoredOrder } from '../domain/orders/types'
import type { TestServer } from './server'
import { storedOrder } from './stored-order'

let orderSequence = 0

/** The id of a seeded or signed-up member, by e-mail. */
export function memberIdOf(server: TestServer, email: string): string {
  const id = server.composition.repositories.members.findIdByEmail(email)
  if (!id) throw new Error(`no member ${email}`)
  return id
}

/**
 * Stores an order for a member through the orders repository, as order
 * placement would: `lines` products of the catalogue (from `firstPosition`),
 * `quantity` of each, at the retailer's price.
 */
export function placeOrder(
  server: TestServer,
  memberId: string,
  options: { status?: OrderStatus; daysAgo?: number; lines?: number; quantity?: number; firstPosition?: number } = {},
): StoredOrder {
  const { status = 'invoiced', daysAgo = 2, lines = 2, quantity = 2, firstPosition = 0 } = options
  const catalogue = server.composition.repositories.catalogue
  const items: OrderItem[] = []
  for (let position = firstPosition; items.length < lines && position < catalogue.productCount(); position += 1) {
    const product = catalogue.productById(catalogue.productIdAt(position)!)!
    const sku = product.skus[0]
    const offer = sku.offers.find((candidate) => candidate.sellerId === RETAILER_SELLER_ID) ?? sku.offers[0]
    if (!offer) continue
    items.push(orderItemOf(product, sku, offer, quantity))
  }
  orderSequence += 1
  const orderNumber = String(2_000_000_000_000 + (Date.now() % 1_000_000_000) * 100 + orderSequence)
  const order = storedOrder({
    orderId: orderIdOf(orderNumber),
    memberId,
    status,
    creationDate: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    items,
    shippingFee: 1500,
  })
  server.composition.repositories.orders.create(order)
  return order
}

/** The newest e-mail to an address in the outbox, or undefined. */
export function lastMailTo(server: TestServer, to: string) {
  return server.composition.services.mailer.recent(1000).find((mail) => mail.to === to)
}

/** The token of the newest e-mailed link to a page (e.g. /login/ativar) for an address. */
export function tokenFromMail(server: TestServer, to: string, pagePath: string): string {
  const mail = lastMailTo(server, to)
  const match = mail?.text.match(new RegExp(`${pagePath.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`))
  if (!match) throw new Error(`no link to ${pagePath} mailed to ${to}`)
  return match[1]
}
