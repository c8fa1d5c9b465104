/** Id of the element modals, side modals and the help modal render into. */
export const PORTAL_ELEMENT_ID = 'store-portal'

/** The portal element; a missing one is an error (thrown, not worked around). */
export function getPortalElement(doc: Document = document): HTMLElement {
  const element = doc.getElementById(PORTAL_ELEMENT_ID)
  if (!element) throw new Error(`Portal element #${PORTAL_ELEMENT_ID} is missing: render <PortalRoot /> once near the root`)
  return element
}

/** Creates the portal element at the end of <body> when missing; returns a function undoing that. */
export function ensurePortalElement(doc: Document = document): () => void {
  if (doc.getElementById(PORTAL_ELEMENT_ID)) return () => undefined
  const element = doc.createElement('div')
  element.id = PORTAL_ELEMENT_ID
  doc.body.appendChild(element)
  return () => element.remove()
}
