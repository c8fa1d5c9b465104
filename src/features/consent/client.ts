import { http as defaultHttp, type HttpClient } from '../../commerce/http'
import type { ConsentChoice } from '../../contracts/consent'
import { MEMBER_CONSENT_PATH, type MemberConsentAnswer } from './contract'

/** The logged-in member's cookie choice on the server (throws CommerceHttpError). */
export function createConsentApi({ http = defaultHttp }: { http?: HttpClient } = {}) {
  return {
    get: () => http.get<MemberConsentAnswer>(MEMBER_CONSENT_PATH),
    put: (choice: ConsentChoice) => http.put<MemberConsentAnswer>(MEMBER_CONSENT_PATH, choice),
  }
}

export type ConsentApi = ReturnType<typeof createConsentApi>
export const consentApi: ConsentApi = createConsentApi()
