import { SESSION_STORAGE_NAMESPACE_DEFAULT } from '../../config/constants'
import { readRaw, removeKey, writeRaw } from '../storage/browserStorage'
import type { KeyValueStorage } from '../storage/browserStorage'

/** `{namespace}::store::orderFormId` in localStorage. */
export const orderFormIdStorageKey = (namespace: string = SESSION_STORAGE_NAMESPACE_DEFAULT): string =>
  `${namespace}::store::orderFormId`

export interface OrderFormIdStore {
  read(): string | null
  write(orderFormId: string): void
  clear(): void
}

export function createOrderFormIdStore(storage: () => KeyValueStorage | null, key: string): OrderFormIdStore {
  return {
    read: () => {
      const id = readRaw(storage(), key)
      return id === null || id === '' ? null : id
    },
    write: (orderFormId) => {
      writeRaw(storage(), key, orderFormId)
    },
    clear: () => removeKey(storage(), key),
  }
}
