import { accountHref } from './account-address'

/** The orders' page under the account's address (Meus pedidos). */
export const ORDERS_PATH = 'orders'
/** An order's detail: these paths under the account's address, then the order's id (a store purchase has its own). */
export const ORDER_DETAIL_PATHS = ['order/', 'store-order/'] as const

/** The orders' page (Meus pedidos). */
export const ordersHref = (): string => accountHref(ORDERS_PATH)

/** An order's id from what follows an order-detail path ('1000000012345-01', with or without a slash), or null. */
export function orderIdOfRest(rest: string): string | null {
  const match = /^([^/]+)\/?$/.exec(rest)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}
