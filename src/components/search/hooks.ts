import { useEffect, useState } from 'react'

import { initialPlaceholder, nextPlaceholder, placeholderText, delayOf } from './placeholder'

/** Whether a media query matches (false on the server and before hydration). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false)
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

/** Locks page scroll while `active` (the search modal, shell §2). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return undefined
    const { body, documentElement } = document
    const previous = { body: body.style.overflow, html: documentElement.style.overflow }
    body.style.overflow = 'hidden'
    documentElement.style.overflow = 'hidden'
    body.dataset.scrollLocked = 'true'
    return () => {
      body.style.overflow = previous.body
      documentElement.style.overflow = previous.html
      delete body.dataset.scrollLocked
    }
  }, [active])
}

/** The input placeholder cycling through example phrases while `enabled`. */
export function usePlaceholderCycle(phrases: readonly string[], enabled: boolean): string {
  const [state, setState] = useState(() => initialPlaceholder(phrases))
  useEffect(() => {
    if (!enabled || phrases.length === 0) return undefined
    const timer = setTimeout(() => setState((current) => nextPlaceholder(phrases, current).state), delayOf(phrases, state))
    return () => clearTimeout(timer)
  }, [enabled, phrases, state])
  return placeholderText(phrases, state)
}
