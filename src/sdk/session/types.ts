export interface SessionCurrency {
  code: string
  symbol: string
}

export interface SessionUser {
  id: string
  email?: string | null
  givenName?: string | null
  familyName?: string | null
}

/** The store session (kept in browser storage under the key suffix ::store::session). */
export interface Session {
  currency: SessionCurrency
  country: string
  locale: string
  postalCode: string | null
  channel: string | null
  user: SessionUser | null
}
