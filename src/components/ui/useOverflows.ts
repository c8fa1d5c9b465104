import { useEffect, useState, type RefObject } from 'react'

/** Whether an element's content is taller or wider than the element itself. */
export function overflows(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth
}

/**
 * Whether the element scrolls, kept current as it or its content resizes. A
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1) when nothing
 * inside it can take the focus; one that does not scroll should not be a tab stop.
 */
export function useOverflows(ref: RefObject<HTMLElement>): boolean {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    const measure = () => setScrolls(overflows(element))
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  }, [ref])
  return scrolls
}
