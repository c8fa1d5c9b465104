import type { Member } from './types'

/**
 * The session as VTEX's Session Manager shows it (`/api/sessions`):
 * namespaces of `{ value }` entries, read here from what the store already
 * knows of the request — its sales channel and currency, the logged-in member
 * (to that member only: the request carries their login cookie), and the
 * public values the call sends. The store keeps no session
 * state of its own for it.
 */
export interface SessionValue {
  value: string
}
export type SessionNamespace = Record<string, SessionValue>
export type SessionNamespaces = Record<string, SessionNamespace>

export interface SessionFacts {
  salesChannel: string
  country: string
  locale: string
  currency: { code: string; symbol: string }
  member: Member | null
  /** The call's public values (query parameters and `public` of the body), already bounded. */
  publicValues: Record<string, string>
}

/** Most public values one call may set, and their longest value. */
export const SESSION_PUBLIC_MAX_KEYS = 30
export const SESSION_PUBLIC_VALUE_MAX_LENGTH = 500

const entries = (values: Record<string, string | null | undefined>): SessionNamespace =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [key, { value }]))

export function sessionNamespaces(facts: SessionFacts): SessionNamespaces {
  const { member } = facts
  return {
    store: entries({
      channel: facts.salesChannel,
      countryCode: facts.country,
      cultureInfo: facts.locale,
      currencyCode: facts.currency.code,
      currencySymbol: facts.currency.symbol,
      admin_cultureInfo: facts.locale,
    }),
    public: entries(facts.publicValues),
    profile: member
      ? entries({
          isAuthenticated: 'true',
          id: member.id,
          email: member.email,
          firstName: member.givenName,
          lastName: member.familyName,
          phone: member.phoneNumber,
        })
      : entries({ isAuthenticated: 'false' }),
    authentication: member ? entries({ storeUserId: member.id, storeUserEmail: member.email }) : {},
  }
}

/**
 * The entries a call asks for (`items=profile.email,store.*`): each
 * `namespace.key`, or a whole namespace with `*`; everything when it names none.
 */
export function selectSessionItems(namespaces: SessionNamespaces, items: string | undefined): SessionNamespaces {
  const wanted = (items ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  if (wanted.length === 0) return namespaces
  const selected: SessionNamespaces = {}
  for (const item of wanted) {
    const dot = item.indexOf('.')
    if (dot <= 0) continue
    const name = item.slice(0, dot)
    const key = item.slice(dot + 1)
    const namespace = namespaces[name]
    if (!namespace) continue
    if (key === '*') selected[name] = { ...selected[name], ...namespace }
    else if (namespace[key]) selected[name] = { ...selected[name], [key]: namespace[key] }
  }
  return selected
}
