import type { OrderFormMessage } from '../../sdk/cart/types'
import type { ToastInput, ToastVariant } from '../../sdk/toast'

/** Message codes of a changed freight price or item price: every other cart message is a toast, these are not. */
export const SILENT_MESSAGE_CODES: readonly string[] = ['changedFreightPrice', 'freightPriceChanged', 'changedPriceValue', 'itemPriceChanged']

const variantOf = (status: string): ToastVariant => (status === 'error' || status === 'warning' ? 'error' : 'success')

/** The toasts of the cart's messages (status as variant), without the silent codes. */
export function messageToasts(messages: readonly OrderFormMessage[]): ToastInput[] {
  return messages
    .filter((message) => !(message.code && SILENT_MESSAGE_CODES.includes(message.code)))
    .map((message) => ({ text: message.text, variant: variantOf(message.status) }))
}
