import { productAnalyticsPageType } from './page-types'
import type { PushedEvent } from './runtime'

/** One event for the product-analytics provider, built from a data-layer event. */
export interface ProductAnalyticsEvent {
  eventType: string
  properties: Record<string, unknown>
  /** The data layer's analytics session (its start, epoch ms: the provider's session id), so both count the same sessions. */
  sessionId: number | undefined
}

/**
 * A data-layer event as the product-analytics provider receives it:
 * the same name and fields, and every event carries the
 * page's address without query string and its product-analytics page type
 * (/ home; /checkout/cart cart; /account customer profile; /pesquisa,
 * /marcas, /collection, /colecao listing; …/p product detail; else public).
 */
export function toProductAnalyticsEvent({ event, session, pageUrl }: PushedEvent): ProductAnalyticsEvent {
  const { event: name, ...fields } = event
  const base = { page_url: pageUrl, page_type: productAnalyticsPageType(pageUrl) }
  if (event.event === 'page_view') {
    return {
      eventType: name,
      sessionId: session?.startedAt,
      properties: {
        page_url: event.page_location,
        page_type: event.product_analytics_page_type,
        page_path: event.page_path,
        page_title: event.page_title,
        page_referrer: event.page_referrer,
        data_layer_page_type: event.page_type,
        device_type: event.device_type,
        browser: event.browser,
      },
    }
  }
  const flattened = 'ecommerce' in event ? { ...event.ecommerce } : fields
  return { eventType: name, sessionId: session?.startedAt, properties: { ...flattened, ...base } }
}
