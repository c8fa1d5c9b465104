import { useEffect } from 'react'

import { ensurePortalElement } from './portal'

/**
 * Makes sure the portal element exists (created after hydration, so it never
 * changes the server markup). Render once, before any modal, e.g. in wrap-root.
 */
export function PortalRoot(): null {
  useEffect(() => ensurePortalElement(), [])
  return null
}
