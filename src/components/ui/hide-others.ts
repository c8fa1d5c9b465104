/**
 * While a modal dialog is open, everything else on the page is inert and out
 * of the accessibility tree. The browser's showModal() makes the rest inert,
 * but assistive technology and tools that read the DOM (role queries) still
 * need it marked: every element that neither holds nor is inside the dialog
 * gets `inert` and `aria-hidden="true"`, and gets its own values back when
 * the last dialog hiding it closes (dialogs may stack: a help modal over the
 * menu drawer).
 */

interface Hidden {
  /** Dialogs currently hiding the element. */
  count: number
  inert: string | null
  ariaHidden: string | null
}

const hidden = new WeakMap<Element, Hidden>()

/** The elements to hide for `dialog`: at each level from it up to <body>, the siblings of its branch. */
export function elementsOutside(dialog: Element): Element[] {
  const outside: Element[] = []
  let branch: Element = dialog
  while (branch.parentElement && branch !== branch.ownerDocument.body) {
    const parent: Element = branch.parentElement
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== branch && !SKIPPED_TAGS.has(sibling.tagName)) outside.push(sibling)
    }
    branch = parent
  }
  return outside
}

const SKIPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])

function hide(element: Element): void {
  const state = hidden.get(element)
  if (state) {
    state.count += 1
    return
  }
  hidden.set(element, { count: 1, inert: element.getAttribute('inert'), ariaHidden: element.getAttribute('aria-hidden') })
  element.setAttribute('inert', '')
  element.setAttribute('aria-hidden', 'true')
}

function restoreAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

function reveal(element: Element): void {
  const state = hidden.get(element)
  if (!state) return
  state.count -= 1
  if (state.count > 0) return
  hidden.delete(element)
  restoreAttribute(element, 'inert', state.inert)
  restoreAttribute(element, 'aria-hidden', state.ariaHidden)
}

/** Hides everything outside `dialog`; returns the function that gives it back. */
export function hideOthers(dialog: Element): () => void {
  const elements = elementsOutside(dialog)
  elements.forEach(hide)
  let restored = false
  return () => {
    if (restored) return
    restored = true
    elements.forEach(reveal)
  }
}
