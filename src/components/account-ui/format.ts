/** Display helpers of the account pages (pt-BR). */
import { formatPhone as formatPhoneAsTyped, nationalPhoneDigits } from '../../contracts/documents'

/** '1990-04-12' or an ISO timestamp → '12/04/1990'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—'
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value
}

/** '+5511987654321' → '(11) 98765-4321'; anything that is not a Brazilian phone unchanged (the rule is contracts/documents'). */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '—'
  const national = nationalPhoneDigits(value)
  return national ? formatPhoneAsTyped(national) : value
}

/** A CPF with only its last two digits visible: '•••.•••.•••-05'. */
export function maskCpf(value: string | null | undefined): string {
  if (!value) return '—'
  const digits = value.replace(/\D/g, '')
  return digits.length === 11 ? `•••.•••.•••-${digits.slice(9)}` : '—'
}

const GENDERS: Record<string, string> = { female: 'Feminino', male: 'Masculino', other: 'Outro' }

export function formatGender(value: string | null | undefined): string {
  if (!value) return '—'
  return GENDERS[value] ?? value
}
