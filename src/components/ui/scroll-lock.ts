let locks = 0
let saved: { body: string; html: string } | null = null

/**
 * Locks page scroll (an open modal or the search modal locks it) until the returned
 * function is called; nested locks (a dialog over a dialog) unlock with the last.
 */
export function lockScroll(doc: Document = document): () => void {
  if (locks === 0) {
    saved = { body: doc.body.style.overflow, html: doc.documentElement.style.overflow }
    doc.body.style.overflow = 'hidden'
    doc.documentElement.style.overflow = 'hidden'
    doc.body.dataset.scrollLocked = 'true'
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0 && saved) {
      doc.body.style.overflow = saved.body
      doc.documentElement.style.overflow = saved.html
      delete doc.body.dataset.scrollLocked
      saved = null
    }
  }
}
