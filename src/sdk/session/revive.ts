import type { Session, SessionCurrency, SessionUser } from './types'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const optionalString = (value: unknown): string | null | undefined =>
  typeof value === 'string' || value === null ? value : undefined

function reviveCurrency(value: unknown): SessionCurrency | undefined {
  if (!isRecord(value) || typeof value.code !== 'string' || typeof value.symbol !== 'string') return undefined
  return { code: value.code, symbol: value.symbol }
}

function reviveUser(value: unknown): SessionUser | null | undefined {
  if (value === null) return null
  if (!isRecord(value) || typeof value.id !== 'string') return undefined
  const user: SessionUser = { id: value.id }
  for (const field of ['email', 'givenName', 'familyName'] as const) {
    const text = optionalString(value[field])
    if (text !== undefined) user[field] = text
  }
  return user
}

/**
 * A stored session merged over `fallback`: fields of the wrong type are ignored,
 * and anything that is not an object is rejected (null).
 */
export function reviveSession(stored: unknown, fallback: Session): Session | null {
  if (!isRecord(stored)) return null
  const session: Session = { ...fallback }
  const currency = reviveCurrency(stored.currency)
  if (currency) session.currency = currency
  if (typeof stored.country === 'string') session.country = stored.country
  if (typeof stored.locale === 'string') session.locale = stored.locale
  const postalCode = optionalString(stored.postalCode)
  if (postalCode !== undefined) session.postalCode = postalCode
  const channel = optionalString(stored.channel)
  if (channel !== undefined) session.channel = channel
  const user = reviveUser(stored.user)
  if (user !== undefined) session.user = user
  return session
}
