import { lazy, Suspense } from 'react'

import { AbandonedPaymentReminder } from '../abandoned-payment/AbandonedPaymentReminder'
import { useUI } from '../../sdk/ui'

const CartFeedback = lazy(() => import('./CartFeedback').then((m) => ({ default: m.CartFeedback })))

/**
 * What the cart shows over every page: the feedback panel (minicart) while
 * it is open, and the abandoned-payment reminder. Mounted once, by the page
 * shell (ShellLayout), which knows the current path.
 */
export function CartOverlays({ pathname }: { pathname: string }) {
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
