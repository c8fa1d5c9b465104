import { useSyncExternalStore } from 'react'

/**
 * Whether the cookie preferences dialog is open: the notice's 'Personalizar'
 * and the footer's 'Preferências de cookies' open it, the dialog closes it.
 */
let open = false
const listeners = new Set<() => void>()

function set(next: boolean): void {
  if (open === next) return
  open = next
  for (const listener of [...listeners]) listener()
}

export const openConsentPreferences = (): void => set(true)
export const closeConsentPreferences = (): void => set(false)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const isOpen = () => open
const closedOnServer = () => false

export function useConsentPreferencesOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, closedOnServer)
}
