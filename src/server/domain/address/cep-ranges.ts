import rangesFile from './cep-ranges-br.json'

/**
 * Which state (UF) a CEP belongs to, from the CEP ranges shipped with the
 * project (cep-ranges-br.json: Google's address metadata, CC-BY 4.0, turned
 * into ranges by scripts/ceps/cep-ranges.ts; see NOTICE). A CEP outside every
 * range (00000-000, say) does not exist.
 */

/** IBGE macro-regions: Norte, Nordeste, Centro-Oeste, Sudeste, Sul. */
export const MACRO_REGIONS = ['N', 'NE', 'CO', 'SE', 'S'] as const
export type MacroRegion = (typeof MACRO_REGIONS)[number]

export interface CepState {
  /** Two letters, e.g. 'SP'. */
  uf: string
  /** e.g. 'São Paulo'. */
  name: string
  region: MacroRegion
}

interface Span {
  first: number
  last: number
  state: CepState
}

const isMacroRegion = (value: string): value is MacroRegion => (MACRO_REGIONS as readonly string[]).includes(value)

/** Every range, sorted by its first CEP (they do not overlap: the data test checks it). */
const SPANS: readonly Span[] = rangesFile.states
  .flatMap((entry) => {
    if (!isMacroRegion(entry.region)) throw new Error(`cep-ranges-br.json: ${entry.uf} has no macro-region`)
    const state: CepState = { uf: entry.uf, name: entry.name, region: entry.region }
    return entry.ranges.map(([first, last]) => ({ first: Number(first), last: Number(last), state }))
  })
  .sort((a, b) => a.first - b.first)

/** The states and their ranges, as shipped (for tests and documentation). */
export const CEP_RANGES = rangesFile

/** The state of an 8-digit CEP, or null when no state's range holds it. */
export function stateOfCep(digits: string): CepState | null {
  if (!/^\d{8}$/.test(digits)) return null
  const value = Number(digits)
  let low = 0
  let high = SPANS.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const span = SPANS[middle]
    if (value < span.first) high = middle - 1
    else if (value > span.last) low = middle + 1
    else return span.state
  }
  return null
}
