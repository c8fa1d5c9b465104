import { CART_LIMIT_MESSAGE } from '../../../contracts/cart-messages'
import type { OrderForm, OrderFormMessage } from '../../../contracts/checkout'
import { ORDER_FORM_MESSAGES_MAX } from './limits'

/** Codes of the messages the rules put on the orderForm. */
export const MESSAGE_CODES = {
  maxQuantity: 'maxItemQuantityExceeded',
  quantityNotAvailable: 'itemQuantityNotAvailable',
  couponNotFound: 'couponNotFound',
  couponApplied: 'couponApplied',
  postalCodeNotFound: 'postalCodeNotFound',
  itemNotFound: 'itemNotFound',
  itemNotSoldBySeller: 'itemNotSoldBySeller',
} as const

/** The error when a product would pass CART_ITEM_MAX_QUANTITY in the cart (shown as an error toast). */
export const MAX_QUANTITY_TEXT = CART_LIMIT_MESSAGE

export function maxQuantityMessage(skuId: string, name: string): OrderFormMessage {
  return { code: MESSAGE_CODES.maxQuantity, text: MAX_QUANTITY_TEXT, status: 'error', fields: { skuId, skuName: name } }
}

export function quantityNotAvailableMessage(name: string, ean: string, skuId: string, available: number): OrderFormMessage {
  return {
    code: MESSAGE_CODES.quantityNotAvailable,
    text: `A quantidade desejada para o item ${name} (EAN ${ean}) não está disponível. Quantidade disponível: ${available}.`,
    status: 'warning',
    fields: { ean, skuId, skuName: name, availableQuantity: String(available) },
  }
}

export function couponNotFoundMessage(code: string): OrderFormMessage {
  return { code: MESSAGE_CODES.couponNotFound, text: `O cupom ${code} não é válido.`, status: 'error', fields: { coupon: code } }
}

export function postalCodeNotFoundMessage(postalCode: string): OrderFormMessage {
  return {
    code: MESSAGE_CODES.postalCodeNotFound,
    text: `O CEP ${postalCode} não foi encontrado.`,
    status: 'error',
    fields: { postalCode },
  }
}

/** A simulated item the catalogue does not have (the cart's calls refuse it with the same code and text). */
export function itemNotFoundMessage(skuId: string): OrderFormMessage {
  return { code: MESSAGE_CODES.itemNotFound, text: `Item ${skuId} não encontrado.`, status: 'error', fields: { skuId } }
}

/** A simulated item its seller does not sell. */
export function itemNotSoldBySellerMessage(skuId: string, sellerId: string): OrderFormMessage {
  return { code: MESSAGE_CODES.itemNotSoldBySeller, text: `O item ${skuId} não é vendido pelo vendedor ${sellerId}.`, status: 'error', fields: { skuId, seller: sellerId } }
}

/**
 * Adds messages, dropping exact repeats (same code and text) of messages
 * already shown; a cart keeps only its newest {@link ORDER_FORM_MESSAGES_MAX}.
 */
export function withMessages(orderForm: OrderForm, messages: readonly OrderFormMessage[]): OrderForm {
  if (messages.length === 0) return orderForm
  const kept = [...orderForm.messages]
  for (const message of messages) {
    if (!kept.some((existing) => existing.code === message.code && existing.text === message.text)) kept.push(message)
  }
  return { ...orderForm, messages: kept.slice(-ORDER_FORM_MESSAGES_MAX) }
}

export function clearMessages(orderForm: OrderForm): OrderForm {
  return orderForm.messages.length === 0 ? orderForm : { ...orderForm, messages: [] }
}
