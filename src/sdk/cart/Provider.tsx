import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'

import { storeConfig } from '../../config/store'
import { missingProviderError } from '../errors'
import type { KeyValueStorage } from '../storage/browserStorage'
import type { OrderFormGateway } from './gateway'
import {
  cartItems,
  cartMessages,
  cartTotals,
  isCartLimitReached,
  isEanUnavailable,
  skuQuantityInCart,
} from './selectors'
import type { CartItem, CartTotals } from './selectors'
import { CartStore, INITIAL_CART_STATE } from './store'
import type { CartState } from './store'
import type { CartOrderForm, OrderFormMessage } from './types'

type CartCommands = Pick<
  CartStore,
  | 'addItems'
  | 'updateItems'
  | 'removeItem'
  | 'clearItems'
  | 'addCoupon'
  | 'clearMessages'
  | 'setShippingData'
  | 'setClientProfile'
  | 'setClientPreferences'
  | 'setPaymentData'
  | 'setMarketingData'
  | 'addCustomData'
  | 'changeToAnonymousUser'
  | 'refresh'
>

export type CartContextValue = CartCommands & {
  loading: boolean
  orderForm: CartOrderForm | null
  /** True while writes are queued or running. */
  isValidating: boolean
  error: unknown
  items: CartItem[]
  totals: CartTotals
  messages: OrderFormMessage[]
  /** Units of a SKU in the cart. */
  quantityOf: (skuId: string) => number
  /** Cart quantity >= available quantity (when given) or >= CART_ITEM_MAX_QUANTITY. */
  isLimitReached: (skuId: string, availableQuantity?: number) => boolean
  /**
   * The cart reports itemQuantityNotAvailable for this EAN, or did in this
   * page view (before its messages were cleared) and still holds the SKU.
   */
  isItemQuantityNotAvailable: (ean: string | null | undefined) => boolean
  store: CartStore
}

export const CartContext = createContext<CartContextValue | undefined>(undefined)
CartContext.displayName = 'CartContext'

/**
 * The provider's store itself, whose identity never changes: code that acts on the cart only when
 * pressed (add to cart on every product card) reads it there, without rendering again at each change.
 */
export const CartStoreContext = createContext<CartStore | undefined>(undefined)
CartStoreContext.displayName = 'CartStoreContext'

export interface CartProviderProps {
  children?: ReactNode
  gateway: OrderFormGateway
  /** An order form id to try first (e.g. from the address). */
  orderFormId?: string | null
  namespace?: string
  /** Storage override (tests); defaults to localStorage. */
  storage?: KeyValueStorage | null
  /** An existing store (tests, or sharing one store); `gateway` is then ignored. */
  store?: CartStore
}

const serverSnapshot = (): CartState => INITIAL_CART_STATE

export function CartProvider({
  children,
  gateway,
  orderFormId,
  namespace = storeConfig.storageNamespace,
  storage,
  store: givenStore,
}: CartProviderProps) {
  const [store] = useState(() => givenStore ?? new CartStore({ gateway, namespace, storage }))
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot)

  useEffect(() => {
    void store.load(orderFormId ?? null)
  }, [store, orderFormId])

  const value = useMemo<CartContextValue>(() => {
    const { orderForm } = state
    return {
      loading: state.loading,
      orderForm,
      isValidating: state.pendingWrites > 0,
      error: state.error,
      items: cartItems(orderForm),
      totals: cartTotals(orderForm),
      messages: cartMessages(orderForm),
      quantityOf: (skuId) => skuQuantityInCart(orderForm, skuId),
      isLimitReached: (skuId, availableQuantity) => isCartLimitReached(orderForm, skuId, availableQuantity),
      isItemQuantityNotAvailable: (ean) => isEanUnavailable(orderForm, state.unavailableEans, ean),
      addItems: (items) => store.addItems(items),
      updateItems: (updates) => store.updateItems(updates),
      removeItem: (index) => store.removeItem(index),
      clearItems: () => store.clearItems(),
      addCoupon: (coupon) => store.addCoupon(coupon),
      clearMessages: () => store.clearMessages(),
      setShippingData: (shipping) => store.setShippingData(shipping),
      setClientProfile: (profile) => store.setClientProfile(profile),
      setClientPreferences: (preferences) => store.setClientPreferences(preferences),
      setPaymentData: (payment) => store.setPaymentData(payment),
      setMarketingData: (data) => store.setMarketingData(data),
      addCustomData: (data) => store.addCustomData(data),
      changeToAnonymousUser: () => store.changeToAnonymousUser(),
      refresh: () => store.refresh(),
      store,
    }
  }, [state, store])

  return (
    <CartStoreContext.Provider value={store}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartStoreContext.Provider>
  )
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext)
  if (context === undefined) throw missingProviderError('CartContext')
  return context
}

/** The cart's store, for reading and writing when something is pressed: no render when the cart changes. */
export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext)
  if (store === undefined) throw missingProviderError('CartContext')
  return store
}
