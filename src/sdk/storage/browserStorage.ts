/**
 * Safe access to browser storage: disabled storage (SecurityError), a full quota,
 * a missing `window` (server rendering) and invalid JSON never throw from here.
 */

/** The subset of the Web Storage API the toolkit uses (injectable in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** `window.localStorage`, or null when there is no window or storage is disabled. */
export function getLocalStorage(): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null
    return window.localStorage ?? null
  } catch {
    return null
  }
}

/** `window.sessionStorage` (this tab only), or null when there is no window or storage is disabled. */
export function getSessionStorage(): KeyValueStorage | null {
  try {
    if (typeof window === 'undefined') return null
    return window.sessionStorage ?? null
  } catch {
    return null
  }
}

/** The raw string under `key`, or null when absent or unreadable. */
export function readRaw(storage: KeyValueStorage | null, key: string): string | null {
  if (!storage) return null
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/** Parsed JSON under `key`; `undefined` when absent, unreadable or not valid JSON. */
export function readJSON(storage: KeyValueStorage | null, key: string): unknown {
  const raw = readRaw(storage, key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/** Writes a string; returns false when storage is missing or refuses the write. */
export function writeRaw(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (!storage) return false
  try {
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Serialises `value` as JSON and writes it; false on any failure. */
export function writeJSON(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  let raw: string
  try {
    raw = JSON.stringify(value)
  } catch {
    return false
  }
  return writeRaw(storage, key, raw)
}

export function removeKey(storage: KeyValueStorage | null, key: string): void {
  if (!storage) return
  try {
    storage.removeItem(key)
  } catch {
    // storage disabled: nothing to remove
  }
}
