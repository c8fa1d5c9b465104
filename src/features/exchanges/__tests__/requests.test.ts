import { DAY_MS } from '../../../config/constants'
import type { StoredOrder } from '../../../server/domain/orders/types'
import { storedOrder } from '../../../server/test-support/stored-order'
import { deliveredAtOf, ExchangeRequestError, ExchangeRequests, type ExchangeRepository, type StoredExchangeRequest } from '../server/service'

const NOW = new Date('2024-06-30T12:00:00Z')

function order(id: string, memberId: string, status: StoredOrder['status'], daysAgo: number): StoredOrder {
  return storedOrder({ orderId: id, memberId, status, creationDate: new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString() })
}

class MemoryReturns implements ExchangeRepository {
  rows: StoredExchangeRequest[] = []
  insert(request: StoredExchangeRequest) {
    this.rows.push(request)
  }
  get(id: string) {
    return this.rows.find((row) => row.id === id) ?? null
  }
  listByMember(memberId: string) {
    return this.rows.filter((row) => row.memberId === memberId).reverse()
  }
  listByOrder(orderId: string) {
    return this.rows.filter((row) => row.orderId === orderId)
  }
  transaction<T>(work: () => T) {
    return work()
  }
}

function service(orders: StoredOrder[]) {
  const store = new MemoryReturns()
  let id = 0
  const returns = new ExchangeRequests({
    orders: { get: (orderId) => orders.find((o) => o.orderId === orderId) ?? null, listByMember: (m) => orders.filter((o) => o.memberId === m) },
    store,
    newId: () => `r${(id += 1)}`,
    now: () => NOW,
  })
  return { store, returns }
}

describe('exchange and return rules', () => {
  it('counts an invoiced order as delivered when it was invoiced (else on its creation date); the others are not yet', () => {
    const history = [
      { status: 'payment-approved', date: '2024-06-01T00:00:00Z' },
      { status: 'handling', date: '2024-06-03T00:00:00Z' },
      { status: 'invoiced', date: '2024-06-04T00:00:00Z' },
    ] as const
    expect(deliveredAtOf({ status: 'invoiced', creationDate: '2024-06-01T00:00:00Z', statusHistory: [...history] })).toBe('2024-06-04T00:00:00Z')
    expect(deliveredAtOf({ status: 'invoiced', creationDate: '2024-06-01T00:00:00Z', statusHistory: [] })).toBe('2024-06-01T00:00:00Z')
    expect(deliveredAtOf({ status: 'handling', creationDate: '2024-06-01T00:00:00Z', statusHistory: history.slice(0, 2) })).toBeNull()
  })

  it('counts the window from the invoice: an order bought 40 days ago and invoiced 10 days ago may still be returned', () => {
    const bought = order('E', 'm', 'invoiced', 40)
    const invoicedAt = new Date(NOW.getTime() - 10 * DAY_MS).toISOString()
    const late = { ...bought, statusHistory: bought.statusHistory.map((step) => (step.status === 'invoiced' ? { ...step, date: invoicedAt } : step)) }
    const open = service([late]).returns.returnableOrdersOf('m')
    expect(open.map((o) => [o.orderId, o.deliveredAt])).toEqual([['E', invoicedAt]])
  })

  it('lists delivered orders inside the 30-day window with what each line may still return', () => {
    const { returns } = service([order('A', 'm', 'invoiced', 29), order('B', 'm', 'invoiced', 31), order('C', 'm', 'handling', 1), order('D', 'x', 'invoiced', 1)])
    const open = returns.returnableOrdersOf('m')
    expect(open.map((o) => o.orderId)).toEqual(['A'])
    expect(open[0].items.map((item) => [item.itemId, item.returnable])).toEqual([['sku1', 2], ['sku2', 1]])
    expect(open[0].returnableUntil).toBe(new Date(Date.parse(open[0].deliveredAt) + 30 * DAY_MS).toISOString())
  })

  it('holds the items of open requests; a rejected request gives them back', () => {
    const { returns, store } = service([order('A', 'm', 'invoiced', 2)])
    returns.create('m', { orderId: 'A', kind: 'refund', reason: 'regret', comment: null, items: [{ itemId: 'sku1', quantity: 2 }] })
    expect(() => returns.create('m', { orderId: 'A', kind: 'refund', reason: 'regret', comment: null, items: [{ itemId: 'sku1', quantity: 1 }] })).toThrow(ExchangeRequestError)
    store.rows[0].status = 'rejected'
    expect(returns.create('m', { orderId: 'A', kind: 'exchange', reason: 'size', comment: null, items: [{ itemId: 'sku1', quantity: 1 }] }).value).toBe(9000)
  })

  it("treats another member's order and request as unknown", () => {
    const { returns } = service([order('A', 'owner', 'invoiced', 2)])
    const created = returns.create('owner', { orderId: 'A', kind: 'refund', reason: 'defect', comment: null, items: [{ itemId: 'sku2', quantity: 1 }] })
    expect(() => returns.create('m', { orderId: 'A', kind: 'refund', reason: 'defect', comment: null, items: [{ itemId: 'sku1', quantity: 1 }] })).toThrow(
      expect.objectContaining({ kind: 'not-found' }),
    )
    expect(returns.requestOf('m', created.id)).toBeNull()
    expect(returns.requestOf('owner', created.id)).toEqual(created)
  })
})
