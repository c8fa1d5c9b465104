import { replayIntegration } from '@sentry/gatsby'

/**
 * Session replay (sample rates: sessions 0, on error 0.2), without text or media of the page.
 * No compression worker: Sentry makes it from a blob: address, which the CSP (`worker-src 'self'`)
 * refuses; a replay is only sent after a sampled error, so uncompressed uploads cost little.
 */
export const createReplay = () => replayIntegration({ maskAllText: true, blockAllMedia: true, useCompression: false })
