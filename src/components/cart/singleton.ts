import { useEffect, useId, useSyncExternalStore } from 'react'

/**
 * Lets a component be mounted from several places (the layout's minicart slot
 * and a page) while only the first mounted instance renders.
 */
const owners: string[] = []
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function useSingleton(name: string): boolean {
  const id = `${name}:${useId()}`
  useEffect(() => {
    owners.push(id)
    notify()
    return () => {
      const index = owners.indexOf(id)
      if (index > -1) owners.splice(index, 1)
      notify()
    }
  }, [id])
  const first = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => owners.find((owner) => owner.startsWith(`${name}:`)) ?? null,
    () => null,
  )
  return first === id
}
