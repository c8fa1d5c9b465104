import { CART_ITEM_MAX_QUANTITY } from '../config/constants'

/**
 * The cart's refusal when a product would pass CART_ITEM_MAX_QUANTITY units: the server puts it on the
 * orderForm's messages and the browser shows it as an error toast before asking (stepper, buy button).
 */
export const CART_LIMIT_MESSAGE = `O limite máximo é de ${CART_ITEM_MAX_QUANTITY} itens por produto.`
