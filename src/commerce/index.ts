/**
 * The browser's typed commerce client: one HTTP client (XSRF, JSON, typed
 * errors) and every call the storefront makes to the store's API (cart,
 * freight, account, address, error log, personalisation), search included; each
 * feature's own calls are in its client.ts (src/features/<name>/).
 */
import { createAccountApi } from './account'
import { createAddressApi } from './address'
import { createCheckoutApi } from './checkout'
import { createErrorLogApi } from './error-log'
import { createFreightApi } from './freight'
import { createOrdersApi } from './orders'
import { http as defaultHttp, type HttpClient } from './http'
import { createPersonalisationApi, type CookieJar } from './personalisation'
import { createPlacementApi } from './placement'
import { createSearchClient } from './search'

export * from './http'
export * from './forms'
export * from './account'
export * from './address'
export * from './checkout'
export * from './error-log'
export * from './freight'
export * from './personalisation'
export * from './orders'
export * from './search'
export * from './placement'

/** Every call over one HTTP client (tests, another base URL). */
export function createCommerceClient(http: HttpClient = defaultHttp, options: { cookies?: CookieJar; salesChannel?: string; consent?: (purpose: 'personalisation') => boolean } = {}) {
  return {
    http,
    checkout: createCheckoutApi({ http, salesChannel: options.salesChannel }),
    freight: createFreightApi({ http }),
    address: createAddressApi({ http }),
    account: createAccountApi({ http }),
    errorLog: createErrorLogApi({ http }),
    personalisation: createPersonalisationApi({ http, cookies: options.cookies, consent: options.consent && (() => options.consent?.('personalisation') ?? false) }),
    orders: createOrdersApi({ http }),
    placement: createPlacementApi({ http }),
    search: createSearchClient(http),
  }
}

export type CommerceClient = ReturnType<typeof createCommerceClient>
