import { Suspense, lazy } from 'react'

import { useConsentPreferencesOpen } from '../../sdk/consent'

// Its own chunk: loaded only when the shopper opens it.
const ConsentPreferences = lazy(() =>
  import(/* webpackChunkName: "consent-preferences" */ './ConsentPreferences').then((module) => ({ default: module.ConsentPreferences })),
)

/** Draws the cookie preferences dialog while it is open (the notice's 'Personalizar', the footer's link). Mount once in the layout. */
export function ConsentPreferencesHost() {
  const open = useConsentPreferencesOpen()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ConsentPreferences />
    </Suspense>
  )
}
