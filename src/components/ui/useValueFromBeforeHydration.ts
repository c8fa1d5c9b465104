import { useEffect, type RefObject } from 'react'

/**
 * A form control whose markup is on screen before the page hydrates: what the
 * shopper typed or chose meanwhile is in the element, but not in React's
 * state (React keeps the element's value when it hydrates and calls no
 * onChange for it). Once mounted, the state takes the element's value.
 */
export function useValueFromBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  stateValue: string,
  setValue: (value: string) => void,
): void {
  useEffect(() => {
    const shown = ref.current?.value
    if (shown !== undefined && shown !== stateValue) setValue(shown)
    // Once, on mount: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
