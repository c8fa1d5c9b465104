import type { ConsentChoice } from '../../contracts/consent'

export type { ConsentChoice, ConsentPurposes } from '../../contracts/consent'

/** The logged-in member's cookie choice, kept by the server: GET and PUT. */
export const MEMBER_CONSENT_PATH = '/api/account/consent'

/** What GET answers: the member's last choice (null before one). */
export interface MemberConsentAnswer {
  choice: ConsentChoice | null
}

/** The message of a choice the server cannot take (pt-BR). */
export const INVALID_CONSENT_MESSAGE = 'Não foi possível salvar as suas preferências de cookies. Tente de novo.'
