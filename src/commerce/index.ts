/**
 * The browser's typed commerce client: one HTTP client (XSRF, JSON, typed
 * errors) and every call the storefront makes to the store's API (cart,
 * freight, wishlist, account, address, error log, personalisation), search included.
 */
import { createAccountApi } from './account'
import { createAddressApi } from './address'
import { createCheckoutApi } from './checkout'
import { createErrorLogApi } from './error-log'
import { createFreightApi } from './freight'
import { createMarketplaceApi } from './marketplace'
import { createMemberApi } from './member'
import { createOrdersApi } from './orders'
import { http as defaultHttp, type HttpClient } from './http'
import { createPersonalisationApi, type CookieJar } from './personalisation'
import { createPlacementApi } from './placement'
import { createSearchClient } from './search'

export * from './http'
export * from './account'
export * from './address'
export * from './checkout'
export * from './error-log'
export * from './freight'
export * from './personalisation'
export * from './orders'
export * from './search'
export * from './placement'
export * from './member'
export * from './marketplace'

/** Every call over one HTTP client (tests, another base URL). */
export function createCommerceClient(http: HttpClient = defaultHttp, options: { cookies?: CookieJar; salesChannel?: string } = {}) {
  return {
    http,
    checkout: createCheckoutApi({ http, salesChannel: options.salesChannel }),
    freight: createFreightApi({ http }),
    address: createAddressApi({ http }),
    account: createAccountApi({ http }),
    errorLog: createErrorLogApi({ http }),
    personalisation: createPersonalisationApi({ http, cookies: options.cookies }),
    orders: createOrdersApi({ http }),
    placement: createPlacementApi({ http }),
    search: createSearchClient(http),
    member: createMemberApi({ http }),
    marketplace: createMarketplaceApi({ http }),
  }
}

export type CommerceClient = ReturnType<typeof createCommerceClient>
