import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { CashbackStatement } from './contract'

/** The cashback statement of the logged-in member (the balance is the account's: POST /api/getCashbackBalance). */
export const CASHBACK_STATEMENT_PATH = '/api/account/cashback'

export function createCashbackApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return { cashbackStatement: () => http.get<CashbackStatement>(CASHBACK_STATEMENT_PATH) }
}

export type CashbackApi = ReturnType<typeof createCashbackApi>
export const cashbackApi: CashbackApi = createCashbackApi()
