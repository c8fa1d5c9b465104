import { makeDemoOrders, seedDemoOrdersFor } from '../../../../demo/orders'
import { seedCatalogue } from '../../../../demo/seed-catalogue'
import { readServerConfig } from '../../../config'
import { openDatabase } from '../../../storage/database'
import { createRepositories } from '../../../storage/repositories'
import { orderItem, storedOrder } from '../../../test-support/stored-order'
import {
  AccountOrders,
  accountOrderOf,
  describeOrderStatus,
  invoicingSteps,
  ORDER_ID_PATTERN,
  orderIdOf,
  orderSummaryOf,
  type OrderRepository,
  type StoredOrder,
} from '..'

const config = readServerConfig({ CATALOG_SIZE: '80', DATA_DIR: '/tmp/unused' })

function seededStore() {
  const db = openDatabase(':memory:')
  seedCatalogue(db, config)
  const repositories = createRepositories(db)
  return { db, repositories, deps: { orders: repositories.orders, catalogue: repositories.catalogue } }
}

describe('demo orders', () => {
  const now = new Date('2025-06-01T00:00:00Z')

  it('seeds demo orders for a member once, deterministically', () => {
    const { repositories, deps } = seededStore()
    const orders = seedDemoOrdersFor(deps, 'member-1', now)
    expect(orders.length).toBeGreaterThanOrEqual(3)
    expect(seedDemoOrdersFor(deps, 'member-1', now)).toEqual(orders)
    for (const order of orders) {
      expect(order.items.length).toBeGreaterThan(0)
      expect(order.value).toBe(order.totals.reduce((sum, t) => sum + t.value, 0))
      expect(order.orderId).toMatch(ORDER_ID_PATTERN)
      expect(order.statusDescription).toBe(describeOrderStatus(order.status))
    }
    const accountOrders = new AccountOrders(repositories.orders)
    expect(repositories.orders.get(orders[0].orderId)).toEqual(orders[0])
    expect(accountOrders.orderOf('member-1', orders[0].orderId)).toEqual(accountOrderOf(orders[0]))
    expect(accountOrders.orderOf('member-2', orders[0].orderId)).toBeNull()
    const other = seededStore()
    expect(seedDemoOrdersFor(other.deps, 'member-1', now)).toEqual(orders)
    expect(repositories.orders.listByMember('member-3')).toEqual([])
  })

  it('makes none from an empty catalogue', () => {
    expect(makeDemoOrders('member-1', { productCount: () => 0, productIdAt: () => undefined, productById: () => undefined }, now)).toEqual([])
  })

  it('stores all of a member\'s demo orders or none (a failed write leaves the history as it was)', () => {
    const { repositories, deps } = seededStore()
    const made = makeDemoOrders('member-1', deps.catalogue, now)
    // Another member already holds the id of the second order: the primary key refuses it.
    repositories.orders.create({ ...made[1], memberId: 'someone-else' })
    expect(() => seedDemoOrdersFor(deps, 'member-1', now)).toThrow()
    expect(repositories.orders.listByMember('member-1')).toEqual([])
    expect(repositories.orders.listByMember('someone-else')).toHaveLength(1)
  })
})

describe('account orders', () => {
  const order = (orderId: string, memberId: string, creationDate: string): StoredOrder =>
    storedOrder({
      orderId,
      memberId,
      creationDate,
      items: [
        orderItem({ id: '1', productId: 'p1', name: 'Bola', quantity: 2, sellingPrice: 1000, imageUrl: '/b.svg' }),
        orderItem({ id: '2', productId: 'p2', name: 'Meia', quantity: 1, sellingPrice: 1500, imageUrl: '/m.svg' }),
      ],
    })

  it('lists a member\'s history newest first as summaries, and hides the owner', () => {
    const { repositories } = seededStore()
    repositories.orders.create(order(orderIdOf('1000000000001'), 'ana', '2025-01-01T00:00:00.000Z'))
    repositories.orders.create(order(orderIdOf('1000000000002'), 'ana', '2025-02-01T00:00:00.000Z'))
    repositories.orders.create(order(orderIdOf('1000000000003'), 'bruno', '2025-03-01T00:00:00.000Z'))
    const orders = new AccountOrders(repositories.orders)
    const history = orders.historyOf('ana')
    expect(history.map((o) => o.orderId)).toEqual(['1000000000002-01', '1000000000001-01'])
    expect(history[0]).toEqual({
      orderId: '1000000000002-01',
      creationDate: '2025-02-01T00:00:00.000Z',
      status: 'invoiced',
      statusDescription: 'Faturado',
      value: 3500,
      totalItems: 3,
      items: [
        { id: '1', name: 'Bola', quantity: 2, imageUrl: '/b.svg' },
        { id: '2', name: 'Meia', quantity: 1, imageUrl: '/m.svg' },
      ],
    })
    expect(orders.orderOf('ana', '1000000000003-01')).toBeNull()
    expect(orders.orderOf('ana', '9999999999999-99')).toBeNull()
    expect(orders.orderOf('bruno', '1000000000003-01')).not.toHaveProperty('memberId')
  })

  it('summarises over an order store interface (no database needed)', () => {
    const stored = order('1000000000009-01', 'ana', '2025-01-01T00:00:00.000Z')
    const store: Pick<OrderRepository, 'get' | 'listByMember'> = {
      get: (id) => (id === stored.orderId ? stored : null),
      listByMember: (memberId) => (memberId === 'ana' ? [stored] : []),
    }
    expect(new AccountOrders(store).historyOf('ana')).toEqual([orderSummaryOf(stored)])
    expect(new AccountOrders(store).historyOf('bruno')).toEqual([])
  })

  it('issues order ids of 13 digits and a 2-digit sequence', () => {
    expect(orderIdOf('1000001234567')).toBe('1000001234567-01')
    expect(orderIdOf('1000001234567', 12)).toBe('1000001234567-12')
    expect(ORDER_ID_PATTERN.test('1000001234567-01')).toBe(true)
    expect(ORDER_ID_PATTERN.test('1000001234567-1')).toBe(false)
  })
})

describe('invoicing steps', () => {
  it('takes an approved order through handling to invoiced, one in handling straight to invoiced, and no other', () => {
    expect(invoicingSteps('payment-approved')).toEqual(['handling', 'invoiced'])
    expect(invoicingSteps('handling')).toEqual(['invoiced'])
    expect(invoicingSteps('payment-pending')).toBeNull()
    expect(invoicingSteps('canceled')).toBeNull()
    expect(invoicingSteps('invoiced')).toBeNull()
  })

  it('offers the development action only with DEV_TOOLS and only while an order can be invoiced', () => {
    const approved = storedOrder({ orderId: '1000000000010-01', status: 'payment-approved' })
    expect(accountOrderOf(approved, { devTools: true }).testWarehouseActions).toEqual({ invoice: '/api/dev/orders/1000000000010-01/invoice' })
    expect(accountOrderOf(approved, { devTools: false }).testWarehouseActions).toBeNull()
    for (const status of ['payment-pending', 'invoiced', 'canceled'] as const) {
      expect(accountOrderOf(storedOrder({ orderId: '1000000000010-01', status }), { devTools: true }).testWarehouseActions).toBeNull()
    }
    expect(accountOrderOf({ ...approved, state: 'created' }, { devTools: true }).testWarehouseActions).toBeNull()
  })
})
