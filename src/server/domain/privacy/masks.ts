/**
 * How a personal value looks to someone it does not belong to, as the
 * platform shows it: `j***@gmail.com`, `*******4725`, `Av***`, `J***`, `***`.
 * The masked forms keep a '*' (contracts/documents `isMasked`), so a masked
 * value echoed back by a form is recognised and never stored as given.
 */
export const MASK = '***'
/** Documents and phones keep their last 4 characters. */
const KEPT_CHARACTERS = 4

/** The first character, then the mask: names, receivers. */
export function maskInitial<T extends string | null | undefined>(value: T): T | string {
  if (!value) return value
  return `${[...value.trim()][0] ?? ''}${MASK}`
}

/** All but the last 4 characters as '*': documents, phones, state inscriptions. */
export function maskKeepingEnd<T extends string | null | undefined>(value: T): T | string {
  if (!value) return value
  const keep = Math.min(KEPT_CHARACTERS, Math.max(0, value.length - 1))
  return `${'*'.repeat(value.length - keep)}${value.slice(value.length - keep)}`
}

/** `joana.pereira@gmail.com` → `j***@gmail.com`; something that is not an e-mail → `***`. */
export function maskEmail<T extends string | null | undefined>(email: T): T | string {
  if (!email) return email
  const at = email.lastIndexOf('@')
  if (at <= 0) return MASK
  return `${maskInitial(email.slice(0, at))}${email.slice(at)}`
}

/** The first two characters of a street, then the mask. */
export function maskStreet(street: string): string {
  return street ? `${[...street].slice(0, 2).join('')}${MASK}` : street
}

/** Any other present value: the mask alone. */
export function maskWhole<T extends string | null | undefined>(value: T): T | string {
  return value ? MASK : value
}
