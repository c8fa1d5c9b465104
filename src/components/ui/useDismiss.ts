import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

export interface DismissOptions {
  /** Close on the Escape key (default true). */
  escape?: boolean
  /** Close on a pointer press outside the element (default true). */
  outsideClick?: boolean
  /** Presses inside elements matching this selector do not count as outside (e.g. other prompts). */
  ignoreSelector?: string
}

/**
 * Calls `onDismiss` on Escape or on a press outside `ref` while `active`
 * (every modal closes on Escape or an outside click).
 */
export function useDismiss(
  ref: RefObject<HTMLElement>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
  { escape = true, outsideClick = true, ignoreSelector }: DismissOptions = {},
): void {
  const callback = useRef(onDismiss)
  callback.current = onDismiss

  useEffect(() => {
    if (!active) return undefined
    const onKeyDown = (event: KeyboardEvent) => {
      if (escape && event.key === 'Escape') callback.current('escape')
    }
    const onPointerDown = (event: PointerEvent) => {
      const element = ref.current
      const target = event.target
      if (!outsideClick || !element || !(target instanceof Node)) return
      if (element.contains(target)) return
      if (ignoreSelector && target instanceof Element && target.closest(ignoreSelector)) return
      callback.current('outside')
    }
    document.addEventListener('keydown', onKeyDown)
    // pointerdown, not mousedown: a slider (Swiper) cancels the pointerdown it gets, and the browser then sends no mousedown.
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [active, escape, outsideClick, ignoreSelector, ref])
}
