import { createHash } from 'node:crypto'
import { DAY_MS } from '../../config/constants'
import { RETAILER_SELLER_ID } from '../../config/constants'
import type { Product } from '../../catalogue/model'
import { detailUrlOf, itemNameOf } from '../domain/checkout/item-mapping'
import { TOTALIZER_NAMES } from '../domain/checkout/order-form'
import type { AccountOrder, OrderItem, OrderStatus } from '../../contracts/orders'
import { deliveryOptionsFor } from '../domain/shipping'
import { CatalogueRepository } from './catalogue-repository'
import type { Db } from './database'

export type { OrderItem, OrderStatus } from '../../contracts/orders'

/** An order with its owner (the owner's id stays on the server). */
export interface StoredOrder extends AccountOrder {
  memberId: string
}

export const ORDER_STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  'payment-pending': 'Pagamento pendente',
  handling: 'Preparando entrega',
  invoiced: 'Faturado',
  canceled: 'Cancelado',
}

/** How many demo orders a member gets, and their statuses (newest first). */
const DEMO_ORDER_STATUSES: OrderStatus[] = ['handling', 'invoiced', 'invoiced', 'canceled']
const DEMO_POSTAL_CODES = ['01310-100', '22041-001', '30130-010', '80010-000']

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

export function listOrdersFor(db: Db, memberId: string): StoredOrder[] {
  const rows = db.prepare('SELECT json FROM orders WHERE member_id = ? ORDER BY created_at DESC, order_id').all(memberId) as Array<{
    json: string
  }>
  return rows.map((row) => JSON.parse(row.json) as StoredOrder)
}

export function getOrderFor(db: Db, memberId: string, orderId: string): StoredOrder | undefined {
  const row = db.prepare('SELECT json FROM orders WHERE member_id = ? AND order_id = ?').get(memberId, orderId) as
    | { json: string }
    | undefined
  return row ? (JSON.parse(row.json) as StoredOrder) : undefined
}

export function insertOrder(db: Db, order: StoredOrder): void {
  db.prepare('INSERT INTO orders (order_id, member_id, created_at, status, json) VALUES (?, ?, ?, ?, ?)').run(
    order.orderId,
    order.memberId,
    order.creationDate,
    order.status,
    JSON.stringify(order),
  )
}

/**
 * Gives a member a few demo orders built from the stored catalogue (once: a
 * member who already has orders is left alone). Deterministic per member id
 * apart from the dates, which count back from `now`. Returns the member's orders.
 */
export function seedOrdersFor(db: Db, memberId: string, now: Date = new Date()): StoredOrder[] {
  const existing = listOrdersFor(db, memberId)
  if (existing.length > 0) return existing
  const catalogue = new CatalogueRepository(db)
  const count = catalogue.productCount()
  if (count === 0) return []
  const productAt = db.prepare('SELECT id FROM products ORDER BY position LIMIT 1 OFFSET ?')
  const seed = hashNumber(memberId)
  db.transaction(() => {
    DEMO_ORDER_STATUSES.forEach((status, orderIndex) => {
      const items: OrderItem[] = []
      const lines = 1 + ((seed >>> orderIndex) % 3)
      for (let attempt = 0; items.length < lines && attempt < lines * 5; attempt += 1) {
        const row = productAt.get((seed + orderIndex * 7919 + attempt * 104_729) % count) as { id: string }
        const product = catalogue.productById(row.id) as Product
        const sku = product.skus[(seed + attempt) % product.skus.length]
        const offer = sku.offers.find((candidate) => candidate.sellerId === RETAILER_SELLER_ID) ?? sku.offers[0]
        if (!offer || items.some((item) => item.id === sku.id)) continue
        const quantity = 1 + ((seed >>> (attempt + orderIndex)) % 2)
        items.push({
          id: sku.id,
          productId: product.id,
          name: itemNameOf(product, sku),
          skuName: sku.name,
          ean: sku.ean,
          quantity,
          seller: offer.sellerId,
          price: offer.price,
          listPrice: offer.listPrice,
          sellingPrice: offer.price,
          imageUrl: sku.images[0]?.url ?? '',
          detailUrl: detailUrlOf(product),
        })
      }
      const postalCode = DEMO_POSTAL_CODES[(seed + orderIndex) % DEMO_POSTAL_CODES.length]
      const options = deliveryOptionsFor(postalCode, items)
      const sla = options?.slas[0]
      const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
      const shipping = sla?.price ?? 0
      const value = itemsTotal + shipping
      const created = new Date(now.getTime() - (orderIndex * 23 + 3) * DAY_MS)
      const orderNumber = String(1_000_000_000_000 + seed * 100 + orderIndex)
      insertOrder(db, {
        orderId: `${orderNumber}-01`,
        memberId,
        creationDate: created.toISOString(),
        status,
        statusDescription: ORDER_STATUS_DESCRIPTIONS[status],
        value,
        totals: [
          { id: 'Items', name: TOTALIZER_NAMES.Items, value: itemsTotal },
          { id: 'Shipping', name: TOTALIZER_NAMES.Shipping, value: shipping },
        ],
        items,
        shippingData: {
          postalCode,
          city: options?.region.city ?? '',
          state: options?.region.state ?? '',
          selectedSla: sla?.name ?? '',
          shippingEstimate: sla?.shippingEstimate ?? '',
        },
        paymentData: { paymentSystemName: 'Cartão de crédito', installments: 1 + (orderIndex % 3), value },
      })
    })
  })()
  return listOrdersFor(db, memberId)
}
