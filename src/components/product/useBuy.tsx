import { lazy, Suspense, useCallback, useEffect, useState, type ReactElement } from 'react'

import { afterFirstPaint } from '../../analytics/after-first-paint'
import { needsGiftCardConfirm, type GiftCardData } from '../../lib/product/gift-card'
import { useCart } from '../../sdk/cart'
import { useCartFeedback } from '../../sdk/cartFeedback'
import { useToast } from '../../sdk/toast'
import { useUI } from '../../sdk/ui'
import { ADD_FAILED_MESSAGE, type BuyItem, type BuyMode } from './buy-types'

// Asked only when a gift card joins a cart that has one: its code (and the product styles it uses)
// stays off the pages that merely list products.
const GiftCardConfirm = lazy(() => import(/* webpackChunkName: "gift-card-confirm" */ './GiftCardConfirm').then((module) => ({ default: module.GiftCardConfirm })))

// What a press does (add, go to the checkout, show the added item): no page needs it to render. It is
// asked for after the first paint, and by the press at the latest.
const loadBuyFlow = () => import(/* webpackChunkName: "buy-flow" */ './buy-flow')
let buyFlowAsked = false
function prefetchBuyFlow(): void {
  if (buyFlowAsked) return
  buyFlowAsked = true
  afterFirstPaint(() => void loadBuyFlow().catch(() => (buyFlowAsked = false)))
}

interface Pending {
  item: BuyItem
  mode: BuyMode
  giftCard?: GiftCardData
}

/**
 * Add to cart and buy now, with the cart limit's toast (CART_ITEM_MAX_QUANTITY) and the gift card
 * rule's confirm step. Render `dialog` once next to the buttons.
 */
export function useBuy(): { buy: (item: BuyItem, mode: BuyMode, giftCard?: GiftCardData) => Promise<void>; busy: boolean; dialog: ReactElement | null } {
  const cart = useCart()
  const { pushToast } = useToast()
  const { openMinicart } = useUI()
  const { showAddedItem } = useCartFeedback()
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(prefetchBuyFlow, [])

  const perform = useCallback(
    async ({ item, mode, giftCard }: Pending, beforeAdding?: (flow: typeof import('./buy-flow')) => Promise<void>) => {
      setBusy(true)
      try {
        const flow = await loadBuyFlow()
        await beforeAdding?.(flow)
        await flow.performBuy({ cart, pushToast, openMinicart, showAddedItem }, item, mode, giftCard)
      } catch (error) {
        // Only the flow's code failing to load gets here (the flow turns its own failures into toasts).
        console.error('add to cart failed', error)
        pushToast({ text: ADD_FAILED_MESSAGE, variant: 'error' })
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
    await perform(pending, (flow) => flow.emptyCartForGiftCard(cart))
  }, [cart, pending, perform])

  const dialog = pending ? (
    <Suspense fallback={null}>
      <GiftCardConfirm onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </Suspense>
  ) : null
  return { buy, busy, dialog }
}
