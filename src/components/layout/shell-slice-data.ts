import { useSyncExternalStore } from 'react'
import type { Imperdivel, MenuDepartment } from '../../../cms-schemas'

/**
 * What a shell slice hands to the rest of the page in the browser: the menu
 * slice its departments (the phone's drawer and bottom bar list them), the
 * Imperdível slice its content (the search modal shows it). The pages do not
 * hold this content (decision record 0036): a slice is rendered in the
 * browser inside the page's tree with its own data, and publishes it here.
 */
export interface SliceValue<T> {
  publish(next: T): void
  subscribe(listener: () => void): () => void
  /** Undefined until the slice has published. */
  current(): T | undefined
}

export function sliceValue<T>(): SliceValue<T> {
  let value: T | undefined
  const listeners = new Set<() => void>()
  return {
    publish(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    current: () => value,
  }
}

/** The menu's departments, from the menu slice. */
export const menuDepartments = sliceValue<MenuDepartment[]>()

/** The search modal's Imperdível content (null: none), from the Imperdível slice. */
export const imperdivelContent = sliceValue<Imperdivel | null>()

const nothing = () => undefined

/** The slice's value once published, `fallback` until then (and in the static HTML). */
export function useSliceValue<T>(value: SliceValue<T>, fallback: T): T {
  const current = useSyncExternalStore(value.subscribe, value.current, nothing)
  return current === undefined ? fallback : current
}
