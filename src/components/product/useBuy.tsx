import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react'

import { afterFirstPaint } from '../../analytics/after-first-paint'
import { needsGiftCardConfirm, type GiftCardData } from '../../lib/product/gift-card'
import { cartItems, useCartStore, type CartStore } from '../../sdk/cart'
import { useCartFeedback } from '../../sdk/cartFeedback'
import { useToast } from '../../sdk/toast'
import { useUI } from '../../sdk/ui'
import type { BuyFlowCart } from './buy-flow'
import { ADD_FAILED_MESSAGE, type BuyItem, type BuyMode } from './buy-types'

// Asked only when a gift card joins a cart that has one: its code (and the product styles it uses)
// stays off the pages that merely list products.
const GiftCardConfirm = lazy(() => import(/* webpackChunkName: "gift-card-confirm" */ './GiftCardConfirm').then((module) => ({ default: module.GiftCardConfirm })))

// What a press does (add, go to the checkout, show the added item): no page needs it to render. It is
// asked for after the first paint, and by the press at the latest. Once loaded, a press runs it at
// once: the pressed state and the cart's optimistic line are one render, not two (a product page's
// render took 25–40 ms each on a phone at 4× slower CPU).
type BuyFlow = typeof import('./buy-flow')
let loadedBuyFlow: BuyFlow | null = null
const loadBuyFlow = (): Promise<BuyFlow> =>
  import(/* webpackChunkName: "buy-flow" */ './buy-flow').then((flow) => {
    loadedBuyFlow = flow
    return flow
  })
let buyFlowAsked = false
function prefetchBuyFlow(): void {
  if (buyFlowAsked) return
  buyFlowAsked = true
  afterFirstPaint(() => void loadBuyFlow().catch(() => (buyFlowAsked = false)))
}

/** The cart as the flow sees it at the press: the store's current order form and its writes. */
function cartAtPress(store: CartStore): BuyFlowCart {
  return {
    orderForm: store.getState().orderForm,
    addItems: (items) => store.addItems(items),
    addCustomData: (data) => store.addCustomData(data),
    clearItems: () => store.clearItems(),
    refresh: () => store.refresh(),
  }
}

interface Pending {
  item: BuyItem
  mode: BuyMode
  giftCard?: GiftCardData
}

/**
 * Add to cart and buy now, with the cart limit's toast (CART_ITEM_MAX_QUANTITY) and the gift card
 * rule's confirm step. Render `dialog` once next to the buttons. It reads the cart's store when
 * pressed and does not render again when the cart changes (every product card of a listing has one).
 */
export function useBuy(): { buy: (item: BuyItem, mode: BuyMode, giftCard?: GiftCardData) => Promise<void>; busy: boolean; dialog: ReactElement | null } {
  const store = useCartStore()
  const { pushToast } = useToast()
  const { openMinicart } = useUI()
  const { showAddedItem } = useCartFeedback()
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(prefetchBuyFlow, [])

  const perform = useCallback(
    async ({ item, mode, giftCard }: Pending, beforeAdding?: (flow: BuyFlow) => Promise<void>) => {
      setBusy(true)
      try {
        const flow = loadedBuyFlow ?? (await loadBuyFlow())
        if (beforeAdding) await beforeAdding(flow)
        await flow.performBuy({ cart: cartAtPress(store), pushToast, openMinicart, showAddedItem }, item, mode, giftCard)
      } catch (error) {
        // Only the flow's code failing to load gets here (the flow turns its own failures into toasts).
        console.error('add to cart failed', error)
        pushToast({ text: ADD_FAILED_MESSAGE, variant: 'error' })
      } finally {
        setBusy(false)
      }
    },
    [store, openMinicart, pushToast, showAddedItem],
  )

  const buy = useCallback(
    async (item: BuyItem, mode: BuyMode, giftCard?: GiftCardData) => {
      if (needsGiftCardConfirm(cartItems(store.getState().orderForm), item.productId)) {
        setPending({ item, mode, giftCard })
        return
      }
      await perform({ item, mode, giftCard })
    },
    [store, perform],
  )

  const confirm = useCallback(async () => {
    if (!pending) return
    setPending(null)
    await perform(pending, (flow) => flow.emptyCartForGiftCard(cartAtPress(store)))
  }, [store, pending, perform])

  const dialog = pending ? (
    <Suspense fallback={null}>
      <GiftCardConfirm onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </Suspense>
  ) : null
  return { buy, busy, dialog }
}
