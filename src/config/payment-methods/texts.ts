import { DAY_MS } from '../constants'
import type { PayLaterMethod } from './types'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/** '30 minutos', '2 horas', '3 dias': how long a payment stays valid, in its largest whole unit. */
export function durationText(ms: number): string {
  if (ms % DAY_MS === 0) return plural(ms / DAY_MS, 'dia', 'dias')
  if (ms % HOUR_MS === 0) return plural(ms / HOUR_MS, 'hora', 'horas')
  return plural(Math.round(ms / MINUTE_MS), 'minuto', 'minutos')
}

/** What the payment step says comes after placing an order paid with a pay-later method. */
export function afterPlacingText(method: PayLaterMethod): string {
  switch (method.instructions) {
    case 'qrCode':
      return `Depois de finalizar, mostramos o QR code e o código ${method.label} copia e cola. O pagamento vale por ${durationText(method.payWithinMs)}.`
    case 'bankInvoice':
      return 'Depois de finalizar, mostramos a linha digitável e o boleto para imprimir.'
  }
}
