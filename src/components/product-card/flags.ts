import { CARD_FLAG_MAX_LENGTH, PRODUCT_FLAGS_MAX } from '../../config/constants'
import type { ProductCardFlag } from '../../lib/product-card/types'

/** The discount percentage and '{n}% OFF' label live with the product price logic. */
export { discountLabel, discountPercent } from '../../lib/product/price'

/**
 * Flags a product card shows: only those whose value
 * contains OFF and is at most 7 characters long, at most 2 of them.
 */
export function cardFlags<T extends Pick<ProductCardFlag, 'value'>>(flags: readonly T[]): T[] {
  return flags
    .filter((flag) => flag.value.includes('OFF') && flag.value.length <= CARD_FLAG_MAX_LENGTH)
    .slice(0, PRODUCT_FLAGS_MAX)
}
