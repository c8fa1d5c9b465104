import { createElement, type ComponentType } from 'react'

/**
 * An account page's content that needs neither the member nor the address
 * (it reads what it shows itself), as the account registry's views take them.
 * (Here, not in the account feature, so that a feature's index.ts needs only
 * the account feature's types: no module cycle at run time.)
 */
export function standalone<Props>(Component: ComponentType): ComponentType<Props> {
  const View = () => createElement(Component)
  View.displayName = Component.displayName ?? Component.name
  return View
}
