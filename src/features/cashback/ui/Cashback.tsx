import { formatCents } from '../../../config/money'
import { useAccount } from '../../../components/session/AccountProvider'

/** What visitors see instead of a balance (R$ with dots). */
export const MASKED_CASHBACK = 'R$ •••'

/** The balance text: formatted when known, masked otherwise. */
export function cashbackText(cents: number | null): string {
  return cents === null ? MASKED_CASHBACK : formatCents(cents)
}

export interface CashbackProps {
  className?: string
}

/** The shopper's cashback balance; masked while logged out or loading. */
export function Cashback({ className }: CashbackProps) {
  const { cashback } = useAccount()
  return (
    <span className={className} data-testid="cashback" aria-label={cashback === null ? 'Cashback indisponível: faça login' : undefined}>
      {cashbackText(cashback)}
    </span>
  )
}
