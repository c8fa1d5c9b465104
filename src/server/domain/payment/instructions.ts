import { DAY_MS } from '../../../config/constants'
import type { IssuedInstructions } from './types'

/**
 * When issued instructions stop being payable (epoch ms): a QR code at its
 * expiry, a bank invoice at the end of its due date.
 */
export function deadlineOf(instructions: IssuedInstructions): number {
  switch (instructions.kind) {
    case 'qrCode':
      return Date.parse(instructions.expiresAt)
    case 'bankInvoice':
      return Date.parse(`${instructions.dueDate}T00:00:00Z`) + DAY_MS
  }
}

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The instructions of a stored payment (a transaction's, an order's), in
 * today's shape: `instructions` as written now, or the `pix` / `boleto` fields
 * payments were stored with before the payment methods registry.
 */
export function storedInstructionsOf(stored: Json): IssuedInstructions | null {
  if (isObject(stored.instructions)) return stored.instructions as unknown as IssuedInstructions
  if (isObject(stored.pix)) return { kind: 'qrCode', code: text(stored.pix.code), expiresAt: text(stored.pix.expiresAt) }
  if (isObject(stored.boleto)) {
    return { kind: 'bankInvoice', digitableLine: text(stored.boleto.digitableLine), barcode: text(stored.boleto.barcode), dueDate: text(stored.boleto.dueDate) }
  }
  return null
}
