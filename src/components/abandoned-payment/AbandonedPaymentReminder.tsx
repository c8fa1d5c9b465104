import { useCallback, useEffect, useState } from 'react'

import { ABANDONED_TOAST_DELAY_MS, ABANDONED_TOAST_REARM_MS } from '../../config/constants'
import {
  ABANDONED_DISMISSED_KEY,
  ABANDONED_FEATURE_FLAG_KEY,
  ABANDONED_REARM_AT_KEY,
  ABANDONED_TOAST_LINK,
  ABANDONED_TOAST_TEXT,
  abandonedDecision,
  isCheckoutPath,
  rearmTime,
  resumeTarget,
} from '../../lib/product/abandoned'
import { useCart } from '../../sdk/cart'
import { getLocalStorage, readRaw, removeKey, writeRaw } from '../../sdk/storage/browserStorage'
import * as styles from './AbandonedPayment.module.css'

/**
 * The abandoned-payment reminder: 2 s after load, off
 * /checkout…, when the AbandonedPayment flag is on and the cart holds items.
 */
export function AbandonedPaymentReminder({ pathname }: { pathname: string }) {
  const cart = useCart()
  const [showing, setShowing] = useState(false)
  const [check, setCheck] = useState(0)
  const [delayPassed, setDelayPassed] = useState(false)

  useEffect(() => {
    setDelayPassed(false)
    const timer = setTimeout(() => setDelayPassed(true), ABANDONED_TOAST_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  useEffect(() => {
    if (isCheckoutPath(pathname)) setShowing(false)
  }, [pathname])

  useEffect(() => {
    if (!delayPassed || cart.loading) return
    const store = getLocalStorage()
    if (!store) return
    const rearm = readRaw(store, ABANDONED_REARM_AT_KEY)
    const decision = abandonedDecision({
      pathname,
      featureFlag: readRaw(store, ABANDONED_FEATURE_FLAG_KEY) === 'true',
      dismissed: readRaw(store, ABANDONED_DISMISSED_KEY) === 'true',
      rearmAt: rearm ? Number(rearm) : null,
      now: Date.now(),
      showing,
      cartEmpty: cart.items.length === 0,
    })
    if (decision === 'clear') {
      removeKey(store, ABANDONED_DISMISSED_KEY)
      removeKey(store, ABANDONED_FEATURE_FLAG_KEY)
      removeKey(store, ABANDONED_REARM_AT_KEY)
    } else if (decision === 'show') {
      setShowing(true)
    }
  }, [delayPassed, cart.loading, cart.items.length, pathname, showing, check])

  const close = useCallback(() => {
    setShowing(false)
    writeRaw(getLocalStorage(), ABANDONED_REARM_AT_KEY, String(rearmTime(Date.now())))
    setTimeout(() => setCheck((n) => n + 1), ABANDONED_TOAST_REARM_MS)
  }, [])

  if (!showing || isCheckoutPath(pathname) || !cart.orderForm) return null
  return (
    <div className={styles.toast} role="status" data-variant="abandoned" data-testid="abandoned-toast">
      <div className={styles.text}>
        <p className={styles.title}>{ABANDONED_TOAST_TEXT}</p>
        <a
          className={styles.link}
          href={resumeTarget(cart.orderForm)}
          // The toast stays until the page goes: a link removed from the document while it is clicked does not navigate.
          onClick={() => writeRaw(getLocalStorage(), ABANDONED_DISMISSED_KEY, 'true')}
        >
          {ABANDONED_TOAST_LINK}
        </a>
      </div>
      <button type="button" className={styles.close} aria-label="Fechar aviso" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
