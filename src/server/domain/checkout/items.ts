import { CART_ITEM_MAX_QUANTITY, GIFT_CARD_PRODUCT_ID } from '../../../config/constants'
import type { CheckoutEnv } from './env'
import { CheckoutRuleError } from './errors'
import { buildItem, itemNameOf, offerOf } from './item-mapping'
import { maxQuantityMessage, quantityNotAvailableMessage, withMessages } from './messages'
import { lineKey, recalculate, selectedSlas } from './order-form'
import type { OrderForm, OrderFormItem, OrderFormMessage } from '../../../contracts/checkout'

/** An item to add, as the client sends it (index and price are accepted and ignored). */
export interface AddItemInput {
  id: string
  quantity: number
  seller: string
}

export interface UpdateItemInput {
  index: number
  quantity: number
}

export const GIFT_CARD_MIX_CODE = 'giftCardMixNotAllowed'
/** The confirm step's text when the gift card and other products would share a cart. */
export const GIFT_CARD_MIX_TEXT = 'Não é possível comprar um Cartão Presente junto com outros produtos.'

export const isGiftCardItem = (item: { productId: string }): boolean => item.productId === GIFT_CARD_PRODUCT_ID

/** Rejects (nothing written) a cart that would hold the gift card together with other products. */
function assertNoGiftCardMix(items: readonly OrderFormItem[]): void {
  const giftCards = items.filter(isGiftCardItem).length
  if (giftCards > 0 && giftCards < items.length) throw new CheckoutRuleError(409, GIFT_CARD_MIX_CODE, GIFT_CARD_MIX_TEXT)
}

/**
 * Adds items (merging into the line of the same SKU and seller). Prices,
 * sellers and stock come from the catalogue. Per line at most
 * CART_ITEM_MAX_QUANTITY: a request beyond it adds nothing for that item and
 * leaves an error message. Beyond the stock the line is capped at the stock
 * with an itemQuantityNotAvailable message naming the EAN.
 */
export function addItems(orderForm: OrderForm, additions: readonly AddItemInput[], env: CheckoutEnv): OrderForm {
  const previousSelection = selectedSlas(orderForm)
  const items = [...orderForm.items]
  const messages: OrderFormMessage[] = []
  for (const addition of additions) {
    const found = env.catalogue.sku(addition.id)
    if (!found) throw new CheckoutRuleError(400, 'itemNotFound', `Item ${addition.id} não encontrado.`)
    const offer = offerOf(found.sku, addition.seller)
    if (!offer) {
      throw new CheckoutRuleError(
        400,
        'itemNotSoldBySeller',
        `O item ${addition.id} não é vendido pelo vendedor ${addition.seller}.`,
      )
    }
    const index = items.findIndex((item) => lineKey(item) === lineKey(addition))
    const current = index >= 0 ? items[index].quantity : 0
    const wanted = current + addition.quantity
    const name = itemNameOf(found.product, found.sku)
    if (wanted > CART_ITEM_MAX_QUANTITY) {
      messages.push(maxQuantityMessage(addition.id, name))
      continue
    }
    const quantity = Math.min(wanted, offer.stock)
    if (quantity < wanted) messages.push(quantityNotAvailableMessage(name, found.sku.ean, found.sku.id, offer.stock))
    if (quantity <= current) continue
    // A new line is built from the catalogue (recalculate prices it again); an existing one changes its quantity.
    if (index >= 0) items[index] = { ...items[index], quantity }
    else items.push(buildItem(env.catalogue, found.product, found.sku, addition.seller, quantity, env.newId(), env.now()))
  }
  assertNoGiftCardMix(items)
  return withMessages(recalculate({ ...orderForm, items }, env, previousSelection), messages)
}

/**
 * Changes quantities by item index; 0 removes the line. Above
 * CART_ITEM_MAX_QUANTITY the change is refused with a message; above the stock
 * it is capped with an itemQuantityNotAvailable message.
 */
export function updateItems(orderForm: OrderForm, updates: readonly UpdateItemInput[], env: CheckoutEnv): OrderForm {
  const previousSelection = selectedSlas(orderForm)
  const quantities = orderForm.items.map((item) => item.quantity)
  const messages: OrderFormMessage[] = []
  for (const update of updates) {
    const item = orderForm.items[update.index]
    if (!item) {
      throw new CheckoutRuleError(400, 'itemIndexOutOfRange', `Não há item na posição ${update.index} do carrinho.`)
    }
    if (update.quantity > CART_ITEM_MAX_QUANTITY) {
      messages.push(maxQuantityMessage(item.id, item.name))
      continue
    }
    const found = env.catalogue.sku(item.id)
    const stock = found ? (offerOf(found.sku, item.seller)?.stock ?? 0) : 0
    const quantity = Math.min(update.quantity, stock)
    if (quantity < update.quantity) messages.push(quantityNotAvailableMessage(item.name, item.ean ?? '', item.id, stock))
    quantities[update.index] = quantity
  }
  const items = orderForm.items
    .map((item, index) => ({ ...item, quantity: quantities[index] }))
    .filter((item) => item.quantity > 0)
  return withMessages(recalculate({ ...orderForm, items }, env, previousSelection), messages)
}

/** One line of VTEX's `PATCH …/items`: with an index it changes that line's quantity (0 removes it); without one it adds an item. */
export type HandleItemInput = UpdateItemInput | AddItemInput

const isUpdate = (input: HandleItemInput): input is UpdateItemInput => 'index' in input && typeof input.index === 'number'

/**
 * VTEX's "handle cart items" (`PATCH …/items`): quantity changes by index
 * (indexes of the cart as it was), then additions, in one change with the
 * rules of each (limits, stock, the gift card alone).
 */
export function handleItems(orderForm: OrderForm, inputs: readonly HandleItemInput[], env: CheckoutEnv): OrderForm {
  const updates = inputs.filter(isUpdate)
  const additions = inputs.filter((input): input is AddItemInput => !isUpdate(input))
  const updated = updates.length > 0 ? updateItems(orderForm, updates, env) : orderForm
  return additions.length > 0 ? addItems(updated, additions, env) : updated
}

/** Empties the cart (VTEX items/removeAll). */
export function removeAllItems(orderForm: OrderForm, env: CheckoutEnv): OrderForm {
  return recalculate({ ...orderForm, items: [] }, env, new Map())
}
