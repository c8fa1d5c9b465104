import { Suspense, lazy, useEffect, useState } from 'react'

import { useCep } from '../../sdk/cep'
import { useFavoriteAddressCep } from './useFavoriteAddressCep'

// Drawn after hydration (never in the static HTML), so their code loads then, off the first load.
const CepPrompt = lazy(() => import(/* webpackChunkName: "prompts" */ './CepPrompt').then((module) => ({ default: module.CepPrompt })))
const CepModal = lazy(() => import(/* webpackChunkName: "prompts" */ './CepModal').then((module) => ({ default: module.CepModal })))
const AppPrompt = lazy(() => import(/* webpackChunkName: "prompts" */ './AppPrompt').then((module) => ({ default: module.AppPrompt })))

/**
 * The prompts of the shell drawn after hydration: CEP prompt and modal, app
 * prompts. Render once in the layout (inside the store providers, after
 * <PortalRoot />); they load their code then. The cookie notice is not one of
 * them: it is in the static HTML, right after the header (see Layout).
 */
export function Prompts() {
  useFavoriteAddressCep()
  const { isOpen } = useCep()
  // Mounted only after hydration: in the static HTML the lazy prompts would leave a boundary that
  // hydration must wait for, and a store update meanwhile is a recoverable error (React #421).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <CepPrompt />
      {isOpen && <CepModal />}
      <AppPrompt />
    </Suspense>
  )
}
