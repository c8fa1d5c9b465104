import { PRODUCT_FLAGS_MAX } from '../../config/constants'
import type { PdpFlag } from '../../lib/product/types'
import * as styles from './Product.module.css'

/** At most 2 flags (PRODUCT_FLAGS_MAX), each with its own colours (value, color, textColor). */
export function Flags({ flags, hide }: { flags: PdpFlag[]; hide?: string | null }) {
  const shown = flags.filter((flag) => flag.value !== hide).slice(0, PRODUCT_FLAGS_MAX)
  if (shown.length === 0) return null
  return (
    <ul className={styles.flags} aria-label="Destaques">
      {shown.map((flag) => (
        <li key={flag.value} className={styles.flag} style={{ background: flag.color, color: flag.textColor }} data-testid="product-flag">
          {flag.value}
        </li>
      ))}
    </ul>
  )
}
