import type { ReactElement, ReactNode } from 'react'

/**
 * The element every page is rendered in, on the server and in the browser:
 * the store toolkit's providers (session, search, UI, toasts, cart).
 */
export function wrapRoot(element: ReactNode): ReactElement {
  return <>{element}</>
}
