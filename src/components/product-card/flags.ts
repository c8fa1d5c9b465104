import { CARD_FLAG_MAX_LENGTH, PRODUCT_FLAGS_MAX } from '../../config/constants'
import type { ProductCardFlag } from './types'

/**
 * Flags a product card shows (shell §5, commerce §2): only those whose value
 * contains OFF and is at most 7 characters long, at most 2 of them.
 */
export function cardFlags<T extends Pick<ProductCardFlag, 'value'>>(flags: readonly T[]): T[] {
  return flags
    .filter((flag) => flag.value.includes('OFF') && flag.value.length <= CARD_FLAG_MAX_LENGTH)
    .slice(0, PRODUCT_FLAGS_MAX)
}

/** Whole percent off the list price (0 when there is no discount). */
export function discountPercent(price: number, listPrice: number): number {
  if (!(listPrice > 0) || !(price < listPrice)) return 0
  return Math.round(((listPrice - price) / listPrice) * 100)
}

/** The discount label '{n}% OFF', or null without a discount. */
export function discountLabel(price: number, listPrice: number): string | null {
  const percent = discountPercent(price, listPrice)
  return percent > 0 ? `${percent}% OFF` : null
}
