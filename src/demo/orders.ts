import { createHash } from 'node:crypto'
import { DAY_MS, PAYMENT_SYSTEM_IDS, RETAILER_SELLER_ID } from '../config/constants'
import type { Product } from '../catalogue/model'
import { orderItemOf } from '../server/domain/checkout/item-mapping'
import { TOTALIZER_NAMES } from '../server/domain/checkout/order-form'
import { deliveryOptionsFor } from '../server/domain/shipping'
import { orderIdOf } from '../server/domain/orders/account-orders'
import { describeOrderStatus, historyUpTo } from '../server/domain/orders/status'
import type { OrderItem, OrderStatus, OrderRepository, StoredOrder } from '../server/domain/orders/types'

/** Demo members who get an order history (the others keep an empty one, to show that state too). */
export const DEMO_ORDER_MEMBER_EMAILS = ['ana.souza@example.com'] as const

/** How many demo orders a member gets, and their statuses (newest first). */
const DEMO_ORDER_STATUSES: OrderStatus[] = ['handling', 'invoiced', 'invoiced', 'canceled']
/** Where the demo orders went (seeded CEPs with their cities). */
const DEMO_ADDRESSES = [
  { postalCode: '01310-100', city: 'São Paulo', state: 'SP' },
  { postalCode: '22021-001', city: 'Rio de Janeiro', state: 'RJ' },
  { postalCode: '30130-010', city: 'Belo Horizonte', state: 'MG' },
  { postalCode: '80010-000', city: 'Curitiba', state: 'PR' },
]
/**
 * Days between two demo orders (the newest is 3 days old): both invoiced
 * orders stay inside the exchanges window (30 days), so the account's
 * exchange flow can be tried more than once on a fresh database.
 */
const DEMO_ORDER_SPACING_DAYS = 9

/** What demo orders read from the catalogue: products by position (the generator's order) and by id. */
export interface DemoOrderCatalogue {
  productCount(): number
  productIdAt(position: number): string | undefined
  productById(productId: string): Product | undefined
}

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

/**
 * A member's demo orders, built from the catalogue: deterministic per member
 * id apart from the dates, which count back from `now`. None for an empty catalogue.
 */
export function makeDemoOrders(memberId: string, catalogue: DemoOrderCatalogue, now: Date = new Date()): StoredOrder[] {
  const count = catalogue.productCount()
  if (count === 0) return []
  const seed = hashNumber(memberId)
  return DEMO_ORDER_STATUSES.map((status, orderIndex) => {
    const items: OrderItem[] = []
    const lines = 1 + ((seed >>> orderIndex) % 3)
    for (let attempt = 0; items.length < lines && attempt < lines * 5; attempt += 1) {
      const productId = catalogue.productIdAt((seed + orderIndex * 7919 + attempt * 104_729) % count)
      const product = productId === undefined ? undefined : catalogue.productById(productId)
      if (!product) continue
      const sku = product.skus[(seed + attempt) % product.skus.length]
      const offer = sku.offers.find((candidate) => candidate.sellerId === RETAILER_SELLER_ID) ?? sku.offers[0]
      if (!offer || items.some((item) => item.id === sku.id)) continue
      const quantity = 1 + ((seed >>> (attempt + orderIndex)) % 2)
      items.push(orderItemOf(product, sku, offer, quantity))
    }
    const demoAddress = DEMO_ADDRESSES[(seed + orderIndex) % DEMO_ADDRESSES.length]
    const postalCode = demoAddress.postalCode
    const options = deliveryOptionsFor(postalCode, items)
    const sla = options?.slas[0]
    const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
    const shipping = sla?.price ?? 0
    const value = itemsTotal + shipping
    const created = new Date(now.getTime() - (orderIndex * DEMO_ORDER_SPACING_DAYS + 3) * DAY_MS)
    const orderNumber = String(1_000_000_000_000 + seed * 100 + orderIndex)
    const installments = 1 + (orderIndex % 3)
    return {
      orderId: orderIdOf(orderNumber),
      orderGroup: orderNumber,
      memberId,
      email: null,
      state: 'placed',
      creationDate: created.toISOString(),
      status,
      statusDescription: describeOrderStatus(status),
      statusHistory: historyUpTo(status, (step) => new Date(created.getTime() + step * DAY_MS)),
      value,
      totals: [
        { id: 'Items', name: TOTALIZER_NAMES.Items, value: itemsTotal },
        { id: 'Shipping', name: TOTALIZER_NAMES.Shipping, value: shipping },
      ],
      items,
      clientProfileData: null,
      shippingData: {
        postalCode,
        city: demoAddress.city,
        state: demoAddress.state,
        street: '',
        number: '',
        neighborhood: '',
        complement: null,
        receiverName: null,
        selectedSla: sla?.name ?? '',
        deliveryChannel: 'delivery',
        shippingEstimate: sla?.shippingEstimate ?? '',
        pickupPoint: null,
      },
      paymentData: {
        paymentSystem: PAYMENT_SYSTEM_IDS.visa,
        paymentSystemName: 'Visa',
        group: 'creditCardPaymentGroup',
        installments,
        installmentValue: Math.floor(value / installments),
        interestValue: 0,
        value,
        lastDigits: null,
        instructions: null,
      },
    }
  })
}

export interface DemoOrderDeps {
  orders: OrderRepository
  catalogue: DemoOrderCatalogue
}

/**
 * Gives a member the demo orders (once: a member who already has orders is
 * left alone; all or none are stored). Returns the member's orders, newest first.
 */
export function seedDemoOrdersFor({ orders, catalogue }: DemoOrderDeps, memberId: string, now: Date = new Date()): StoredOrder[] {
  const existing = orders.listByMember(memberId)
  if (existing.length > 0) return existing
  const made = makeDemoOrders(memberId, catalogue, now)
  orders.transaction(() => {
    for (const order of made) orders.create(order)
  })
  return orders.listByMember(memberId)
}

/**
 * Seeder of the demo order history: a few orders for each member of
 * DEMO_ORDER_MEMBER_EMAILS. Runs after the catalogue and accounts seeders.
 */
export function seedDemoOrders(deps: DemoOrderDeps & { members: { findIdByEmail(email: string): string | null } }): void {
  for (const email of DEMO_ORDER_MEMBER_EMAILS) {
    const memberId = deps.members.findIdByEmail(email)
    if (memberId) seedDemoOrdersFor(deps, memberId)
  }
}
