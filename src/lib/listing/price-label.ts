import { formatBRL } from '../../config/money'

/** Price buckets above this (reais) are open-ended ('Acima de'). */
const OPEN_ENDED_FROM = 1_000_000

const reais = (value: number): string => formatBRL(value).replace(/,00$/, '')

/** `0:50` → 'Até R$ 50'; `50:100` → 'R$ 50 a R$ 100'; `2500:1000000` → 'Acima de R$ 2.500'. */
export function priceRangeLabel(value: string): string {
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value)
  if (!match) return value
  const from = Number(match[1])
  const to = Number(match[2])
  if (to >= OPEN_ENDED_FROM) return `Acima de ${reais(from)}`
  if (from === 0) return `Até ${reais(to)}`
  return `${reais(from)} a ${reais(to)}`
}
