/** The cashback statement (GET /api/account/cashback): the ledger's entries, newest first, and the balance. Money in cents. */
export interface CashbackEntry {
  id: number
  kind: 'credit' | 'debit'
  /** Always positive; debits subtract it. */
  amount: number
  /** The order that earned or spent it, when any. */
  orderId: string | null
  description: string
  createdAt: string
}

export interface CashbackStatement {
  /** Cents: credits minus debits. */
  balance: number
  /** The rate credited on approved orders, in percent of the items' value. */
  ratePercent: number
  /** Whether the member is in the club (cashback is a club benefit). */
  clubMember: boolean
  entries: CashbackEntry[]
}
