import { useEffect, useState, type RefObject } from 'react'

import { afterFirstPaint } from '../../analytics/after-first-paint'
import { NEAR_VIEWPORT_MARGIN_PX } from '../../config/constants'

/**
 * Whether a deferred section (one the server's HTML does not hold) is wanted
 * yet: once the element of `ref` comes within `marginPx` below the viewport,
 * or once the page has loaded and painted and the browser is idle — so a
 * shopper who never scrolls, and a crawler, still get it, and its code never
 * competes with the first render. False on the server and in the first client
 * render, so hydration matches the server's HTML.
 */
export function useNearViewportOrIdle(ref: RefObject<Element>, marginPx: number = NEAR_VIEWPORT_MARGIN_PX): boolean {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    let settled = false
    const want = () => {
      if (settled) return
      settled = true
      setWanted(true)
    }
    const element = ref.current
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: `0px 0px ${marginPx}px 0px` })
        : null
    if (element) observer?.observe(element)
    afterFirstPaint(want)
    return () => {
      settled = true
      observer?.disconnect()
    }
  }, [ref, marginPx, wanted])
  return wanted
}
