import { useEffect, useMemo, useState } from 'react'
import type { RefObject } from 'react'

import { createPlaceholderTyper, type PlaceholderTyper } from './placeholder-typer'

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

/** Locks page scroll while `active` (the search modal locks it while open). */
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

/** The search fields' typing placeholder (./placeholder-typer.ts), typing while `enabled`. */
export function usePlaceholderTyper(phrases: readonly string[], enabled: boolean): PlaceholderTyper {
  const typer = useMemo(() => createPlaceholderTyper(phrases), [phrases])
  useEffect(() => {
    typer.setEnabled(enabled)
    return () => typer.setEnabled(false)
  }, [typer, enabled])
  return typer
}

/** Keeps the input's placeholder as `typer` types it, while both are there (no render per character). */
export function useTypedPlaceholder(inputRef: RefObject<HTMLInputElement>, typer: PlaceholderTyper): void {
  useEffect(() => {
    const input = inputRef.current
    return input ? typer.attach(input) : undefined
  }, [inputRef, typer])
}
