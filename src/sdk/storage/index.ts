export { getLocalStorage, readJSON, readRaw, removeKey, writeJSON, writeRaw } from './browserStorage'
export type { KeyValueStorage } from './browserStorage'
export { usePersistedStore } from './usePersistedStore'
export type { PersistedStore, PersistedStoreOptions } from './usePersistedStore'
