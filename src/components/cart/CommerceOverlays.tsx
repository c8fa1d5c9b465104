import { lazy, Suspense, useEffect } from 'react'

import { AbandonedPaymentReminder } from '../abandoned-payment/AbandonedPaymentReminder'
import { ensurePortalElement } from '../ui'
import { useUI } from '../../sdk/ui'
import { useCartMessagesAsToasts, useClientProfileAttach, useOrderFormTracking } from './hooks'
import { useSingleton } from './singleton'

const CartFeedback = lazy(() => import('./CartFeedback').then((m) => ({ default: m.CartFeedback })))

function Overlays({ pathname }: { pathname: string }) {
  useEffect(() => ensurePortalElement(), [])
  useCartMessagesAsToasts()
  useClientProfileAttach()
  useOrderFormTracking()
  const { displayMinicart } = useUI()
  return (
    <>
      {displayMinicart && (
        <Suspense fallback={null}>
          <CartFeedback />
        </Suspense>
      )}
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
