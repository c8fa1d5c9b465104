/**
 * The account shapes the store's API sends and the browser reads: the session
 * answer, the stored profile (claims, sub, additional information such as the
 * CPF, consent purposes) with its address book.
 */

/** A registered shopper (consumer) or company buyer (business). */
export type MemberKind = 'consumer' | 'business'

/** An address book entry, in the fields of a member's addresses (VTEX's profile system). */
export interface MemberAddress {
  id: string
  vtexId: string
  country_code: string
  street: string
  locality: string
  postal_code: string
  complement: string | null
  title: string
  is_favorite: boolean
  firstname: string
  lastname: string
  phone_number: string | null
  type: 'SHIPPING'
  accuracy: 'VALID'
  administrative_divisions: { province: string; district: string }
}

export interface IdValue {
  id: string
  value: string
}

/** The stored profile: claims, sub, additional information and identifiers. */
export interface MemberProfile {
  sub: string
  claims: {
    email: string
    given_name: string
    middle_name: string | null
    family_name: string
    birthdate: string | null
    phone_number: string | null
    phone_verified: boolean
    gender: string | null
  }
  additional_information: IdValue[]
  identifiers: IdValue[]
  purposes: Array<{ id: string; consent: boolean }>
}

/** The answer of the profile call: profile, address book and cashback (cents). */
export interface UserProfileResponse {
  sub: string
  kind: MemberKind
  getUserProfile: MemberProfile
  getAddresses: MemberAddress[]
  /** Cents. */
  cashBackBalance: number
}

/** GET /api/account/session. */
export interface AccountSession {
  isLoggedIn: boolean
  user: {
    sub: string
    kind: MemberKind
    email: string
    given_name: string
    family_name: string
    /** Cents. */
    cashBackBalance: number
    /** Postal code of the favourite address (feeds the CEP prompt), or null. */
    favoritePostalCode: string | null
  } | null
}
