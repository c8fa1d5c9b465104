import { useContext, useEffect, useRef } from 'react'

import { getSession } from '../../commerce/account'
import { TRACKING_APP_ID, sameMarketingData, trackingFields, utmMarketingData } from '../../lib/product/tracking'
import { useCart } from '../../sdk/cart'
import { consentGranted } from '../../sdk/consent'
import { SessionContext } from '../../sdk/session/Provider'
import { readCookies } from '../../sdk/storage/cookies'
import { useToast } from '../../sdk/toast'
import { AccountContext } from '../session/AccountProvider'
import { messageToasts } from './cart-messages'

/**
 * Cart messages become toasts (status as variant, silent codes left out),
 * then are cleared on the server. The cart store keeps the
 * itemQuantityNotAvailable EANs they reported.
 */
export function useCartMessagesAsToasts(): void {
  const cart = useCart()
  const { pushToast } = useToast()
  const { messages, isValidating, orderForm } = cart
  useEffect(() => {
    if (messages.length === 0 || isValidating || !orderForm) return
    for (const toast of messageToasts(messages)) pushToast(toast)
    void cart.clearMessages().catch((error: unknown) => console.error('clearMessages failed', error))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages, isValidating])
}

/** The logged-in member as the account session tells (null for a visitor). */
interface SessionMember {
  email: string
  firstName: string | null
  lastName: string | null
}

/**
 * Attaches the logged-in shopper's profile when the cart's e-mail differs from theirs.
 * The shopper is the store session's user; while it has none, the AccountProvider's
 * session (waited for while it loads, not asked for again), or outside one the account
 * session itself.
 */
export function useClientProfileAttach(): void {
  const cart = useCart()
  const session = useContext(SessionContext)
  const account = useContext(AccountContext)
  const done = useRef<string | null>(null)
  const orderFormId = cart.orderForm?.orderFormId ?? null
  const cartEmail = cart.orderForm?.clientProfileData?.email ?? null
  const sessionEmail = session?.user?.email ?? null
  const accountState = account?.state
  useEffect(() => {
    if (!orderFormId || cart.loading || accountState?.status === 'loading') return
    let active = true
    const member = async (): Promise<SessionMember | null> => {
      if (sessionEmail) return { email: sessionEmail, firstName: session?.user?.givenName ?? null, lastName: session?.user?.familyName ?? null }
      if (accountState) {
        return accountState.status === 'authenticated'
          ? { email: accountState.session.email, firstName: accountState.session.given_name, lastName: accountState.session.family_name }
          : null
      }
      const status = await getSession().catch(() => null)
      if (!status?.isLoggedIn || !status.user) return null
      return { email: status.user.email, firstName: status.user.given_name, lastName: status.user.family_name }
    }
    const run = async () => {
      const shopper = await member()
      if (!shopper) return
      const { email, firstName, lastName } = shopper
      const key = `${orderFormId}:${email}`
      if (!active || !email || email === cartEmail || done.current === key) return
      done.current = key
      await cart.setClientProfile({ email, firstName, lastName: lastName ?? undefined, documentType: 'cpf' })
    }
    void run().catch((error: unknown) => console.error('client profile attach failed', error))
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderFormId, cartEmail, sessionEmail, cart.loading, accountState])
}

/** Tracking click ids (the tracking custom app, each only if not already there) and utm marketing data on the order form. */
export function useOrderFormTracking(): void {
  const cart = useCart()
  const done = useRef<string | null>(null)
  const orderFormId = cart.orderForm?.orderFormId ?? null
  useEffect(() => {
    if (!orderFormId || cart.loading || done.current === orderFormId) return
    done.current = orderFormId
    const orderForm = cart.orderForm
    const params = new URLSearchParams(window.location.search)
    const existing = orderForm?.customData?.customApps.find((app) => app.id === TRACKING_APP_ID)?.fields ?? {}
    // Click ids of ads and affiliates are marketing data: only with the personalisation and advertising purpose.
    const fields = consentGranted('personalisation') ? trackingFields({ params, cookies: readCookies(), existing }) : {}
    if (Object.keys(fields).length > 0) {
      void cart.addCustomData({ appId: TRACKING_APP_ID, fields }).catch((error: unknown) => console.error('tracking custom data failed', error))
    }
    const marketing = utmMarketingData(params)
    if (marketing && !sameMarketingData(orderForm?.marketingData, marketing)) {
      void cart.setMarketingData(marketing).catch((error: unknown) => console.error('marketing data failed', error))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderFormId, cart.loading])
}
