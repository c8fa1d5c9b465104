import { GIFT_CARD_PRODUCT_ID } from '../../config/constants'
import { EMAIL_INVALID_MESSAGE } from '../../contracts/forms'

export const GIFT_CARD_CONFIRM_TITLE = 'Não é possível comprar um Cartão Presente junto com outros produtos.'
export const GIFT_CARD_CONFIRM_TEXT = 'Deseja limpar seu carrinho para adicionar este produto ao carrinho?'
export const GIFT_CARD_CONFIRM_ACCEPT = 'Limpar e adicionar ao carrinho'
export const GIFT_CARD_CONFIRM_CANCEL = 'Cancelar'

export { GIFT_CARD_APP_ID, INSURANCE_APP_ID } from '../../contracts/custom-apps'

export const isGiftCard = (productId: string | null | undefined): boolean => productId === GIFT_CARD_PRODUCT_ID

/**
 * The gift card cannot share the cart: adding it to a cart with
 * other products, or another product to a cart holding it, needs a confirm.
 */
export function needsGiftCardConfirm(cartItems: ReadonlyArray<{ productId: string }>, productId: string): boolean {
  if (cartItems.length === 0) return false
  return isGiftCard(productId) ? cartItems.some((item) => !isGiftCard(item.productId)) : cartItems.some((item) => isGiftCard(item.productId))
}

export interface GiftCardData {
  name: string
  email: string
  message: string
  faceImage: string
  /** Face value in cents, as text. */
  value: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Field errors of the gift card form (empty when valid). */
export function giftCardErrors(data: GiftCardData): Partial<Record<keyof GiftCardData, string>> {
  const errors: Partial<Record<keyof GiftCardData, string>> = {}
  if (data.name.trim() === '') errors.name = 'Informe o nome de quem vai receber.'
  if (!EMAIL.test(data.email.trim())) errors.email = EMAIL_INVALID_MESSAGE
  return errors
}
