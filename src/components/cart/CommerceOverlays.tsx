import { useEffect } from 'react'

import { AbandonedPaymentReminder } from '../abandoned-payment/AbandonedPaymentReminder'
import { ensurePortalElement, ToastViewport } from '../ui'
import { CartFeedback } from './CartFeedback'
import { useCartMessagesAsToasts, useClientProfileAttach, useOrderFormTracking } from './hooks'
import { useSingleton } from './singleton'

function Overlays({ pathname }: { pathname: string }) {
  useEffect(() => ensurePortalElement(), [])
  useCartMessagesAsToasts()
  useClientProfileAttach()
  useOrderFormTracking()
  return (
    <>
      <CartFeedback />
      <ToastViewport />
      <AbandonedPaymentReminder pathname={pathname} />
    </>
  )
}

/**
 * The cart's page-wide parts: the feedback panel (minicart), the toasts, the
 * abandoned-payment reminder, cart messages → toasts, client profile attach
 * and tracking data. Safe to mount from several places: only one renders.
 */
export function CommerceOverlays({ pathname }: { pathname: string }) {
  const mine = useSingleton('commerce-overlays')
  return mine ? <Overlays pathname={pathname} /> : null
}
