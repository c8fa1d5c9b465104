import type { DataLayerEvent } from './types'

/** Window messages of analytics events are named `store:{event}`. */
export const STORE_MESSAGE_PREFIX = 'store:'
/** What a push of nothing reports (an error, not an event). */
export const DATA_LAYER_UNDEFINED_MESSAGE = 'Object for dataLayer is undefined.'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The window message posted with every event. */
export interface StoreAnalyticsMessage {
  name: `${typeof STORE_MESSAGE_PREFIX}${string}`
  data: DataLayerEvent
}

export class DataLayerError extends Error {
  constructor() {
    super(DATA_LAYER_UNDEFINED_MESSAGE)
    this.name = 'DataLayerError'
  }
}

export const storeMessageName = (event: string): StoreAnalyticsMessage['name'] => `${STORE_MESSAGE_PREFIX}${event}`

/** Whether a window message is one of the store's analytics messages. */
export function isStoreAnalyticsMessage(value: unknown): value is StoreAnalyticsMessage {
  if (!value || typeof value !== 'object') return false
  const { name, data } = value as { name?: unknown; data?: unknown }
  return typeof name === 'string' && name.startsWith(STORE_MESSAGE_PREFIX) && !!data && typeof data === 'object'
}

/**
 * Pushes an event to `window.dataLayer` (created when missing) and posts the
 * window message `store:{event}` to this page's origin. Nothing happens
 * outside a browser. Throws {@link DataLayerError} ('Object for dataLayer is
 * undefined.') when there is no event.
 */
export function pushToDataLayer(event: DataLayerEvent | null | undefined, target: Window | undefined = globalWindow()): void {
  if (event === undefined || event === null) throw new DataLayerError()
  if (!target) return
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push(event)
  const message: StoreAnalyticsMessage = { name: storeMessageName(event.event), data: event }
  target.postMessage(message, messageTargetOrigin(target))
}

/** The page's own origin (an opaque 'null' origin cannot be named: then '*', still only this window). */
function messageTargetOrigin(target: Window): string {
  const origin = target.location?.origin
  return origin && origin !== 'null' ? origin : '*'
}

/** {@link pushToDataLayer} that logs a failure instead of throwing (analytics never breaks the page). */
export function safePushToDataLayer(
  event: DataLayerEvent | null | undefined,
  target: Window | undefined = globalWindow(),
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error),
): boolean {
  try {
    pushToDataLayer(event, target)
    return true
  } catch (error) {
    log(error instanceof DataLayerError ? DATA_LAYER_UNDEFINED_MESSAGE : '[analytics] data layer push failed', error)
    return false
  }
}

function globalWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window
}
