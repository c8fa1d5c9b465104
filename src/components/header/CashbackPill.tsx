import { Icon } from '../icons/Icon'
import { MASKED_CASHBACK } from '../../features/cashback'
import * as styles from './HeaderActions.module.css'

export interface CashbackPillProps {
  /** Balance in BRL, already formatted (e.g. "R$ 12,50"); null shows it masked (logged out). */
  balance: string | null
}

/**
 * The cashback pill of the header, linking to /cashback. Its name is its text
 * ("Cashback R$ 12,50"; "Cashback" while the amount is masked): a label of
 * other words would hide what it shows from voice control (WCAG 2.5.3).
 */
export function CashbackPill({ balance }: CashbackPillProps) {
  const amount = balance ?? MASKED_CASHBACK
  return (
    <a href="/cashback" className={styles.pill}>
      <Icon name="coin" size={18} />
      <span className={styles.pillLabel}>Cashback</span>
      <span className={styles.pillAmount} aria-hidden={balance === null}>
        {amount}
      </span>
    </a>
  )
}
