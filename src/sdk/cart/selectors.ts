import { CART_ITEM_MAX_QUANTITY } from '../../config/constants'
import { centsToAmount } from '../../config/money'
import type { CartLine, CartOrderForm, OrderFormMessage } from './types'

/** VTEX message code for a quantity the seller cannot supply. */
export const ITEM_QUANTITY_NOT_AVAILABLE = 'itemQuantityNotAvailable'

/** A cart line for display: amounts in BRL (cents / 100). */
export type CartItem = Omit<CartLine, 'price' | 'listPrice' | 'sellingPrice' | 'tax' | 'brand' | 'brandId'> & {
  itemIndex: number
  price: number
  listPrice: number
  sellingPrice: number
  tax: number
  brand: string | null
  brandId: string | null
  /** List price above selling price. */
  hasDiscount: boolean
}

export function toCartItem(item: CartLine, itemIndex: number): CartItem {
  const info = item.additionalInfo ?? null
  return {
    ...item,
    itemIndex,
    price: centsToAmount(item.price),
    listPrice: centsToAmount(item.listPrice),
    sellingPrice: centsToAmount(item.sellingPrice),
    tax: centsToAmount(item.tax ?? 0),
    // An empty brand (a line without one) reads as none.
    brand: info?.brandName || null,
    brandId: info?.brandId || null,
    hasDiscount: item.listPrice > item.sellingPrice,
  }
}

export const cartItems = (orderForm: CartOrderForm | null): CartItem[] => (orderForm?.items ?? []).map(toCartItem)

/** Cart totals in BRL, keyed by lowercase totalizer id (`items`, `discounts`, `shipping`…) plus `total`. */
export type CartTotals = Record<string, number> & { total: number }

export function cartTotals(orderForm: CartOrderForm | null): CartTotals {
  const totals: CartTotals = { total: centsToAmount(orderForm?.value ?? 0) }
  for (const totalizer of orderForm?.totalizers ?? []) {
    const key = totalizer.id.toLowerCase()
    if (key !== 'total') totals[key] = centsToAmount(totalizer.value)
  }
  return totals
}

export const cartMessages = (orderForm: CartOrderForm | null): OrderFormMessage[] => orderForm?.messages ?? []

/** Units of a SKU in the cart, over all its lines (sellers). */
export function skuQuantityInCart(orderForm: CartOrderForm | null, skuId: string): number {
  return (orderForm?.items ?? []).reduce((sum, item) => (item.id === skuId ? sum + item.quantity : sum), 0)
}

/**
 * Whether no more units of a SKU can be added: the cart already holds the
 * available quantity (when known) or the per-product maximum (30).
 */
export function isCartLimitReached(orderForm: CartOrderForm | null, skuId: string, availableQuantity?: number): boolean {
  const quantity = skuQuantityInCart(orderForm, skuId)
  if (availableQuantity !== undefined && quantity >= availableQuantity) return true
  return quantity >= CART_ITEM_MAX_QUANTITY
}

/** The EAN an itemQuantityNotAvailable message is about (its `ean` field, else the item at `itemIndex`). */
function unavailableEanOf(orderForm: CartOrderForm, message: OrderFormMessage): string | null {
  if (message.code !== ITEM_QUANTITY_NOT_AVAILABLE) return null
  const fields = message.fields ?? {}
  if (fields.ean) return fields.ean
  const index = fields.itemIndex === undefined ? Number.NaN : Number(fields.itemIndex)
  return (Number.isInteger(index) && orderForm.items[index]?.ean) || null
}

/** The EANs the order form's messages report as itemQuantityNotAvailable. */
export function unavailableEans(orderForm: CartOrderForm | null): string[] {
  if (!orderForm) return []
  const eans = orderForm.messages.map((message) => unavailableEanOf(orderForm, message))
  return [...new Set(eans.filter((ean): ean is string => ean !== null))]
}

/** Whether the cart reports itemQuantityNotAvailable for the SKU with this EAN. */
export function isItemQuantityNotAvailable(orderForm: CartOrderForm | null, ean: string | null | undefined): boolean {
  if (!ean) return false
  return unavailableEans(orderForm).includes(ean)
}

/**
 * Buy buttons of this EAN stay off: the cart reports
 * itemQuantityNotAvailable for it now, or reported it before its messages
 * were cleared (`reported`) and still holds the SKU.
 */
export function isEanUnavailable(orderForm: CartOrderForm | null, reported: readonly string[], ean: string | null | undefined): boolean {
  if (!ean) return false
  if (isItemQuantityNotAvailable(orderForm, ean)) return true
  return reported.includes(ean) && (orderForm?.items ?? []).some((item) => item.ean === ean)
}
