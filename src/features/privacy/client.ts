import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import { PRIVACY_PATHS, type PrivacyRequest } from './contract'

/** The logged-in member's data rights (throws CommerceHttpError; a refused code carries its field error). */
export function createPrivacyApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    requests: () => http.get<{ requests: PrivacyRequest[] }>(PRIVACY_PATHS.requests),
    requestDeletion: () => http.post<{ expiresAt: string }>(PRIVACY_PATHS.deletion, {}),
    confirmDeletion: (code: string) => http.post<{ deleted: true; anonymisedOrders: number }>(PRIVACY_PATHS.confirmDeletion, { code }),
  }
}

export type PrivacyApi = ReturnType<typeof createPrivacyApi>
export const privacyApi: PrivacyApi = createPrivacyApi()
