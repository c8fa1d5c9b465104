import { CashbackLedger, cashbackBaseOf, cashbackOf, type CashbackRepository, type NewCashbackEntry } from '../server/service'
import type { CashbackEntry } from '../contract'
import type { StoredOrder } from '../../../server/domain/orders/types'

class MemoryLedger implements CashbackRepository {
  rows: Array<NewCashbackEntry & { id: number }> = []
  entries(memberId: string): CashbackEntry[] {
    return this.rows
      .filter((row) => row.memberId === memberId)
      .reverse()
      .map(({ memberId: _m, ...row }) => row)
  }
  balance(memberId: string) {
    return this.rows.filter((row) => row.memberId === memberId).reduce((sum, row) => sum + (row.kind === 'credit' ? row.amount : -row.amount), 0)
  }
  insert(entry: NewCashbackEntry) {
    if (entry.orderId && this.rows.some((row) => row.orderId === entry.orderId && row.kind === entry.kind)) return false
    this.rows.push({ ...entry, id: this.rows.length + 1 })
    return true
  }
  transaction<T>(work: () => T): T {
    const saved = [...this.rows]
    try {
      return work()
    } catch (error) {
      this.rows = saved
      throw error
    }
  }
}

const order = (memberId: string, items: number, discounts = 0): Pick<StoredOrder, 'orderId' | 'memberId' | 'items' | 'totals'> => ({
  orderId: `100000000000${memberId.length}-01`,
  memberId,
  items: [],
  totals: [
    { id: 'Items', name: 'Total dos itens', value: items },
    ...(discounts ? [{ id: 'Discounts' as const, name: 'Total dos descontos', value: discounts }] : []),
    { id: 'Shipping', name: 'Total do frete', value: 2000 },
  ],
})

describe('cashback rules', () => {
  it('is a rate of the items after discounts, shipping aside, rounded down to the cent', () => {
    expect(cashbackBaseOf(order('m', 19990, -2000))).toBe(17990)
    expect(cashbackOf(17990, 5)).toBe(899)
    expect(cashbackOf(99, 5)).toBe(4)
  })

  it('credits club members once per approved order and nobody else', () => {
    const store = new MemoryLedger()
    const ledger = new CashbackLedger({ store, isClubMember: (id) => id === 'club', ratePercent: 5 })
    expect(ledger.creditApprovedOrder(order('club', 10000))).toBe(500)
    expect(ledger.creditApprovedOrder(order('club', 10000))).toBe(0)
    expect(ledger.creditApprovedOrder(order('guest', 10000))).toBe(0)
    expect(ledger.balanceOf('club')).toBe(500)
    expect(ledger.balanceOf('guest')).toBe(0)
  })

  it('debits what the balance allows, writing nothing otherwise', () => {
    const store = new MemoryLedger()
    const ledger = new CashbackLedger({ store, isClubMember: () => true, ratePercent: 5 })
    ledger.creditApprovedOrder(order('club', 10000))
    expect(() => ledger.debit('club', 501, '2000000000000-01')).toThrow('Saldo de cashback insuficiente.')
    expect(() => ledger.debit('club', 0, '2000000000000-01')).toThrow(RangeError)
    ledger.debit('club', 500, '2000000000000-01')
    expect(ledger.balanceOf('club')).toBe(0)
    expect(ledger.entriesOf('club').map((entry) => entry.kind)).toEqual(['debit', 'credit'])
  })
})
