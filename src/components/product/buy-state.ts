import type { PdpOffer, PdpSku } from '../../lib/product/types'

export interface BuyState {
  disabled: boolean
  reason: string | null
}

export interface CartView {
  quantityOf: (skuId: string) => number
  isItemQuantityNotAvailable: (ean: string | null | undefined) => boolean
}

/**
 * Buy buttons are off when the SKU is unavailable, when the
 * cart already holds the available quantity, or when the cart reports
 * itemQuantityNotAvailable for its EAN.
 */
export function buyState(sku: PdpSku | null, offer: PdpOffer | null, cart: CartView): BuyState {
  if (!sku || !offer) return { disabled: false, reason: null }
  if (offer.quantity <= 0) return { disabled: true, reason: 'Produto indisponível' }
  if (cart.quantityOf(sku.id) >= offer.quantity) return { disabled: true, reason: 'Você já tem no carrinho toda a quantidade disponível.' }
  if (cart.isItemQuantityNotAvailable(sku.ean)) return { disabled: true, reason: 'Quantidade indisponível para este produto.' }
  return { disabled: false, reason: null }
}
