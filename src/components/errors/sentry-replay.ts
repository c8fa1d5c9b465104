import { replayIntegration } from '@sentry/gatsby'

/** Session replay (commerce-flows §9: sessions 0, on error 0.2), without text or media of the page. */
export const createReplay = () => replayIntegration({ maskAllText: true, blockAllMedia: true })
