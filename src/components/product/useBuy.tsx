import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react'
import { navigate } from 'gatsby'

import { checkoutApi } from '../../commerce/checkout'
import { CART_CLEAR_DELAY_MS } from '../../config/constants'
import { externalCheckoutUrl, storeConfig } from '../../config/store'
import { GIFT_CARD_APP_ID, INSURANCE_APP_ID, needsGiftCardConfirm, type GiftCardData } from '../../lib/product/gift-card'
import { CartItemLimitError, useCart, type CartContextValue } from '../../sdk/cart'
import { useCartFeedback } from '../../sdk/cartFeedback'
import { useToast } from '../../sdk/toast'
import { useUI } from '../../sdk/ui'

// Asked only when a gift card joins a cart that has one: its code (and the product styles it uses)
// stays off the pages that merely list products.
const GiftCardConfirm = lazy(() => import(/* webpackChunkName: "gift-card-confirm" */ './GiftCardConfirm').then((module) => ({ default: module.GiftCardConfirm })))

export const CART_LIMIT_MESSAGE = 'O limite máximo é de 30 itens por produto.'
export const ADD_FAILED_MESSAGE = 'Não foi possível adicionar o produto ao carrinho. Tente novamente.'

/** A SKU to put in the cart (money in cents). */
export interface BuyItem {
  productId: string
  skuId: string
  sellerId: string
  /** Cents. */
  price: number
  listPrice: number
  quantity: number
  name: string
  /** Variation text shown in the feedback ('Azul / M'). */
  variation: string
  imageUrl: string
  detailUrl: string
  ean?: string
}

export type BuyMode = 'add' | 'buy'

interface Pending {
  item: BuyItem
  mode: BuyMode
  giftCard?: GiftCardData
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Clears the insurance custom data (services-host call; failures are only logged). */
async function clearInsurance(cart: CartContextValue): Promise<void> {
  const orderForm = cart.orderForm
  const insurance = orderForm?.customData?.customApps.find((app) => app.id === INSURANCE_APP_ID)
  if (!orderForm || !insurance) return
  await checkoutApi.putCustomDataOnServicesHost('/api', orderForm.orderFormId, INSURANCE_APP_ID, {})
  await cart.refresh()
}

/**
 * Add to cart and buy now, with the 30-item limit toast and the gift card
 * rule's confirm step. Render `dialog` once next to the buttons.
 */
export function useBuy(): { buy: (item: BuyItem, mode: BuyMode, giftCard?: GiftCardData) => Promise<void>; busy: boolean; dialog: ReactElement | null } {
  const cart = useCart()
  const { pushToast } = useToast()
  const { openMinicart } = useUI()
  const { showAddedItem } = useCartFeedback()
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)

  const perform = useCallback(
    async ({ item, mode, giftCard }: Pending) => {
      setBusy(true)
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
      } finally {
        setBusy(false)
      }
    },
    [cart, openMinicart, pushToast, showAddedItem],
  )

  const buy = useCallback(
    async (item: BuyItem, mode: BuyMode, giftCard?: GiftCardData) => {
      if (needsGiftCardConfirm(cart.items, item.productId)) {
        setPending({ item, mode, giftCard })
        return
      }
      await perform({ item, mode, giftCard })
    },
    [cart.items, perform],
  )

  const confirm = useCallback(async () => {
    if (!pending) return
    setPending(null)
    setBusy(true)
    try {
      await cart.clearItems()
      await clearInsurance(cart)
    } catch (error) {
      console.error('clearing the cart failed', error)
    }
    await wait(CART_CLEAR_DELAY_MS)
    await perform(pending)
  }, [cart, pending, perform])

  const dialog = pending ? (
    <Suspense fallback={null}>
      <GiftCardConfirm onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </Suspense>
  ) : null
  return { buy, busy, dialog }
}
