/** jsdom lacks TextEncoder, which react-dom/server's browser build needs at import time. */
import { TextDecoder, TextEncoder } from 'node:util'

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder })
}
