import { storedInstructionsOf } from './instructions'
import type { PaymentTransaction } from './types'

/** A stored transaction JSON in today's shape (those stored with `pix` / `boleto` get `instructions`). */
export function upgradeStoredTransaction(raw: Record<string, unknown>): PaymentTransaction {
  const { pix: _pix, boleto: _boleto, ...rest } = raw
  return { ...(rest as unknown as PaymentTransaction), instructions: storedInstructionsOf(raw) }
}
