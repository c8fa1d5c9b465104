import { navigate } from 'gatsby'

import { checkoutApi } from '../../commerce/checkout'
import { CART_CLEAR_DELAY_MS } from '../../config/constants'
import { externalCheckoutUrl, storeConfig } from '../../config/store'
import { GIFT_CARD_APP_ID, INSURANCE_APP_ID, type GiftCardData } from '../../lib/product/gift-card'
import { CartItemLimitError, type CartContextValue } from '../../sdk/cart'
import type { CartFeedbackContextValue } from '../../sdk/cartFeedback'
import type { ToastContextValue } from '../../sdk/toast'
import type { UIContextValue } from '../../sdk/ui'
import { CART_LIMIT_MESSAGE } from '../../contracts/cart-messages'
import { ADD_FAILED_MESSAGE, type BuyItem, type BuyMode } from './buy-types'

/**
 * What a press on "Adicionar ao carrinho" or "Comprar agora" does, once
 * pressed: a chunk of its own (useBuy asks for it after the first paint, and
 * on the press at the latest), so no page needs it to render.
 */

/** What the flow reads and calls of the cart (useBuy hands it the cart's store as it is at the press). */
export type BuyFlowCart = Pick<CartContextValue, 'orderForm' | 'addItems' | 'addCustomData' | 'clearItems' | 'refresh'>

/** The stores the flow acts on (useBuy's contexts). */
export interface BuyFlowContext {
  cart: BuyFlowCart
  pushToast: ToastContextValue['pushToast']
  openMinicart: UIContextValue['openMinicart']
  showAddedItem: CartFeedbackContextValue['showAddedItem']
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Clears the insurance custom data (services-host call; failures are only logged). */
async function clearInsurance(cart: BuyFlowCart): Promise<void> {
  const orderForm = cart.orderForm
  const insurance = orderForm?.customData?.customApps.find((app) => app.id === INSURANCE_APP_ID)
  if (!orderForm || !insurance) return
  await checkoutApi.putCustomDataOnServicesHost('/api', orderForm.orderFormId, INSURANCE_APP_ID, {})
  await cart.refresh()
}

/**
 * Adds the item (and the gift card's data), then goes to the checkout ("buy")
 * or shows the added item and opens the minicart ("add"). A refusal becomes a
 * toast (the 30-item limit, or a general failure); nothing throws.
 */
export async function performBuy({ cart, pushToast, openMinicart, showAddedItem }: BuyFlowContext, item: BuyItem, mode: BuyMode, giftCard?: GiftCardData): Promise<void> {
  try {
    const added = await cart.addItems([
      {
        id: item.skuId,
        productId: item.productId,
        quantity: item.quantity,
        seller: item.sellerId,
        index: 0,
        price: item.price,
        preview: { name: item.name, imageUrl: item.imageUrl, price: item.price, listPrice: item.listPrice, detailUrl: item.detailUrl, ean: item.ean },
      },
    ])
    if (giftCard) await cart.addCustomData({ appId: GIFT_CARD_APP_ID, fields: { ...giftCard } })
    if (mode === 'buy') {
      // With an external checkout (always in the business store) the cart goes there by its id.
      const external = externalCheckoutUrl(added.orderFormId)
      if (external) window.location.assign(external)
      else await navigate(storeConfig.addresses.checkoutProfile)
    } else {
      showAddedItem({ skuId: item.skuId, name: item.name, variation: item.variation, imageUrl: item.imageUrl, price: item.price, quantity: item.quantity })
      openMinicart()
    }
  } catch (error) {
    const limit = error instanceof CartItemLimitError
    if (!limit) console.error('add to cart failed', error)
    pushToast({ text: limit ? CART_LIMIT_MESSAGE : ADD_FAILED_MESSAGE, variant: 'error' })
  }
}

/** The gift card rule's confirmed step: empties the cart (and its insurance data), then waits before adding. */
export async function emptyCartForGiftCard(cart: BuyFlowCart): Promise<void> {
  try {
    await cart.clearItems()
    await clearInsurance(cart)
  } catch (error) {
    console.error('clearing the cart failed', error)
  }
  await wait(CART_CLEAR_DELAY_MS)
}
