import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { partLoadsSettled } from '../components/lazy/part-loads'
import { LAZY_PART_PRELOAD_TIMEOUT_MS } from '../config/constants'

/**
 * How the browser takes over a page (Gatsby's replaceHydrateFunction).
 * Hydration runs in a transition, so React does it in slices and yields to
 * the browser between them instead of one long task over the whole page
 * (the markup is already on screen; links work before it ends). It starts
 * once the code of the lazy parts the markup names is in, so they hydrate
 * with the page (src/components/lazy/lazy-part.tsx). A page whose HTML has
 * no content (client-only routes) is rendered, not hydrated, as Gatsby does.
 */
export function hydratePage(element: ReactElement, container: Element | null): Promise<void> {
  if (!container) throw new Error('The page has no root element to render into')
  const hasServerMarkup = (container.querySelector('#gatsby-focus-wrapper')?.children.length ?? 0) > 0
  if (!hasServerMarkup) {
    createRoot(container).render(element)
    return Promise.resolve()
  }
  return partLoadsSettled(LAZY_PART_PRELOAD_TIMEOUT_MS).then(() =>
    startTransition(() => {
      hydrateRoot(container, element)
    }),
  )
}
