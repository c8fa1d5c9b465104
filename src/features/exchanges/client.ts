import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { FormInput } from '../../commerce/member'
import type { ExchangeRequest, ExchangesOverview } from './contract'
import type { ExchangeRequestInput } from './schemas'

/** The exchanges API (the logged-in member's; every call throws CommerceHttpError on failure, a refused form with its field errors). */
export const EXCHANGES_PATH = '/api/account/exchanges'

export function createExchangesApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    overview: () => http.get<ExchangesOverview>(EXCHANGES_PATH),
    request: (input: FormInput<ExchangeRequestInput>) => http.post<ExchangeRequest>(EXCHANGES_PATH, input),
  }
}

export type ExchangesApi = ReturnType<typeof createExchangesApi>
export const exchangesApi: ExchangesApi = createExchangesApi()
