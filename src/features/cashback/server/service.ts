import type { CashbackEntry } from '../contract'
import type { StoredOrder } from '../../../server/domain/orders/types'

export type { CashbackEntry, CashbackStatement } from '../contract'

/** An entry to write: credits of an order are written once per order. */
export interface NewCashbackEntry {
  memberId: string
  kind: 'credit' | 'debit'
  amount: number
  orderId: string | null
  description: string
  createdAt: string
}

/** Where the cashback ledger is kept. */
export interface CashbackRepository {
  /** The member's entries, newest first. */
  entries(memberId: string): CashbackEntry[]
  /** Credits minus debits, in cents. */
  balance(memberId: string): number
  /** Writes an entry; false (nothing written) when the order already has an entry of that kind. */
  insert(entry: NewCashbackEntry): boolean
  /** Runs `work` in one transaction. */
  transaction<T>(work: () => T): T
}

/** How a balance carried over from before the ledger is described in the statement. */
export const OPENING_BALANCE_DESCRIPTION = 'Saldo anterior'

export class InsufficientCashbackError extends Error {
  constructor() {
    super('Saldo de cashback insuficiente.')
    this.name = 'InsufficientCashbackError'
  }
}

/** The items' value of an order (after item discounts, without shipping), in cents. */
export function cashbackBaseOf(order: Pick<StoredOrder, 'totals' | 'items'>): number {
  const items = order.totals.find((total) => total.id === 'Items')?.value ?? order.items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0)
  const discounts = order.totals.find((total) => total.id === 'Discounts')?.value ?? 0
  return Math.max(0, items + Math.min(0, discounts))
}

/** Cashback of a value at a rate in percent, rounded down to the cent. */
export function cashbackOf(valueCents: number, ratePercent: number): number {
  return Math.floor((valueCents * ratePercent) / 100)
}

export interface CashbackLedgerDeps {
  store: CashbackRepository
  /** Cashback is a benefit of the club: only its members earn it. */
  isClubMember: (memberId: string) => boolean
  ratePercent: number
  now?: () => Date
}

/**
 * The cashback ledger: credits (per approved order, at the configured rate,
 * for club members) and debits (cashback spent). The balance, the header's
 * pill and POST /api/getCashbackBalance all read it.
 */
export class CashbackLedger {
  private readonly now: () => Date

  constructor(private readonly deps: CashbackLedgerDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  get ratePercent(): number {
    return this.deps.ratePercent
  }

  balanceOf(memberId: string): number {
    return this.deps.store.balance(memberId)
  }

  entriesOf(memberId: string): CashbackEntry[] {
    return this.deps.store.entries(memberId)
  }

  /**
   * What order placement calls when an order becomes approved: credits the
   * order's cashback to its member, once (a second call for the same order
   * credits nothing). Answers the credited cents (0 when nothing was credited).
   */
  creditApprovedOrder(order: Pick<StoredOrder, 'orderId' | 'memberId' | 'totals' | 'items'>): number {
    // A guest's order earns nothing: cashback belongs to a member.
    if (order.memberId === null || !this.deps.isClubMember(order.memberId)) return 0
    const amount = cashbackOf(cashbackBaseOf(order), this.deps.ratePercent)
    if (amount <= 0) return 0
    const memberId = order.memberId
    const written = this.deps.store.insert({
      memberId,
      kind: 'credit',
      amount,
      orderId: order.orderId,
      description: `Cashback do pedido ${order.orderId}`,
      createdAt: this.now().toISOString(),
    })
    return written ? amount : 0
  }

  /** Spends cashback on an order (checkout's payment, once it takes cashback); refuses more than the balance. */
  debit(memberId: string, amount: number, orderId: string): void {
    if (!Number.isInteger(amount) || amount <= 0) throw new RangeError('A cashback debit is a positive number of cents')
    this.deps.store.transaction(() => {
      if (this.deps.store.balance(memberId) < amount) throw new InsufficientCashbackError()
      this.deps.store.insert({ memberId, kind: 'debit', amount, orderId, description: `Usado no pedido ${orderId}`, createdAt: this.now().toISOString() })
    })
  }
}
