import type { MemberKind } from '../../../contracts/session'

export type { IdValue, MemberAddress, MemberKind, MemberProfile, UserProfileResponse } from '../../../contracts/session'

export interface Member {
  /** Customer id (the profile's `sub`). */
  id: string
  email: string
  kind: MemberKind
  givenName: string
  middleName: string | null
  familyName: string
  /** ISO date (yyyy-mm-dd). */
  birthdate: string | null
  /** E.164, e.g. +5511987654321. */
  phoneNumber: string | null
  phoneVerified: boolean
  gender: string | null
  /** Digits only. */
  cpf: string | null
  /** Digits only; business members. */
  cnpj: string | null
  companyName: string | null
  loyaltyCard: string | null
  marketingEmailConsent: boolean
}
