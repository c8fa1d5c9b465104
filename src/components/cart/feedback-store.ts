import { useSyncExternalStore } from 'react'

/** What the cart feedback panel shows about the item just added (cents). */
export interface AddedItem {
  skuId: string
  name: string
  variation: string
  imageUrl: string
  /** Cents. */
  price: number
  quantity: number
}

type Listener = () => void
let last: AddedItem | null = null
const listeners = new Set<Listener>()

/** The last item added (the feedback panel reads it; null: plain minicart). */
export const cartFeedback = {
  set(item: AddedItem | null): void {
    last = item
    for (const listener of listeners) listener()
  },
  get: (): AddedItem | null => last,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useLastAddedItem(): AddedItem | null {
  return useSyncExternalStore(cartFeedback.subscribe, cartFeedback.get, () => null)
}
