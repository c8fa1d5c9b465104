import type { SellerApplicationReceipt, SellerApplicationStatusView } from './contract'
import type { SellerApplicationInput } from './schemas'
import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { FormInput } from '../../commerce/forms'

export const MARKETPLACE_PATHS = {
  apply: '/api/marketplace/applications',
  status: '/api/marketplace/applications/status',
} as const

/** Marketplace seller sign-up and its screening status (no login needed). */
export function createMarketplaceApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    apply: (input: FormInput<SellerApplicationInput>) => http.post<SellerApplicationReceipt>(MARKETPLACE_PATHS.apply, input),
    /** 404 (APPLICATION_NOT_FOUND) unless protocol and CNPJ match one application. */
    status: (protocol: string, cnpj: string) => http.post<SellerApplicationStatusView>(MARKETPLACE_PATHS.status, { protocol, cnpj }),
  }
}

export type MarketplaceApi = ReturnType<typeof createMarketplaceApi>
export const marketplaceApi: MarketplaceApi = createMarketplaceApi()
