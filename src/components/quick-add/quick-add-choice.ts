import { defaultOffer } from '../../lib/product/price'
import type { PdpProduct } from '../../lib/product/types'
import { buyItemFor } from '../product/buy-item'
import type { BuyItem } from '../product/buy-types'
import { loadProduct } from './load-product'

/** What quick-add does with a product: open the selection, add its one SKU, or say it is unavailable. */
export type QuickAddChoice = { kind: 'choose'; product: PdpProduct } | { kind: 'add'; item: BuyItem } | { kind: 'unavailable' }

/** The choice for a product as a shopper sees it: several SKUs → the selection; one → added at once when in stock. */
export function quickAddChoiceOf(product: PdpProduct): QuickAddChoice {
  if (product.skus.length > 1) return { kind: 'choose', product }
  const sku = product.skus[0]
  const offer = sku ? defaultOffer(sku.offers) : null
  if (!sku || !offer || offer.quantity <= 0) return { kind: 'unavailable' }
  return {
    kind: 'add',
    item: buyItemFor(product, sku, offer),
  }
}

/**
 * Reads the product of a card (its page data and live offers) and decides.
 * This module is its own chunk, loaded when the shopper first points at,
 * focuses or presses a quick-add button: cards never need it to render.
 */
export async function quickAddChoice(slug: string): Promise<QuickAddChoice> {
  return quickAddChoiceOf(await loadProduct(slug))
}
