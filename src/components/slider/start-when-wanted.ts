import { afterFirstPaint } from '../../analytics/after-first-paint'
import { NEAR_VIEWPORT_MARGIN_PX } from '../../config/constants'

/** Events on a slider that mean the shopper is about to use it: Swiper starts at once. */
export const SLIDER_INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/**
 * Calls `start` once, when a slider is wanted: once the page has loaded and
 * painted and the browser is idle, if the slider is within
 * NEAR_VIEWPORT_MARGIN_PX of the viewport (else when it comes that near), or
 * at once when the shopper reaches for it (SLIDER_INTENT_EVENTS). So no
 * slider's code runs in the tasks of the first render, and one far down the
 * page costs nothing until it is scrolled to. Returns a cancel function.
 */
export function startWhenWanted(element: HTMLElement, start: () => void, win: Window & typeof globalThis = window): () => void {
  let done = false
  let idle = false
  let near = typeof win.IntersectionObserver !== 'function'
  const cleanups: Array<() => void> = []
  const finish = () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  const fire = () => {
    if (done) return
    done = true
    finish()
    start()
  }
  if (!near) {
    const observer = new win.IntersectionObserver(
      (entries: IntersectionObserverEntry[]) => {
        near = entries.some((entry) => entry.isIntersecting)
        if (near && idle) fire()
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    )
    observer.observe(element)
    cleanups.push(() => observer.disconnect())
  }
  for (const type of SLIDER_INTENT_EVENTS) {
    element.addEventListener(type, fire, { passive: true })
    cleanups.push(() => element.removeEventListener(type, fire))
  }
  afterFirstPaint(() => {
    idle = true
    if (near) fire()
  }, win)
  return () => {
    done = true
    finish()
  }
}
