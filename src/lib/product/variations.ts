import { PLACEHOLDER_VARIATION_VALUES, VARIATION_DROPDOWN_NAME_LENGTH } from '../../config/constants'
import type { PdpSku } from './types'

/**
 * Variation selection: pure functions over the SKUs of a
 * product. A selection maps variation names to chosen values.
 */

export type Selection = Readonly<Record<string, string | undefined>>

export interface VariationOption {
  name: string
  /** Some SKU with this value (and the earlier choices) is in stock. */
  isAvailable: boolean
}

export interface VariationAxis {
  name: string
  values: VariationOption[]
}

/** Labels of the selectors. */
export const VARIATION_LABELS: Readonly<Record<string, string>> = {
  Cor: 'Selecione a cor',
  Sabor: 'Selecione o sabor',
  Tamanho: 'Selecione o tamanho',
  Valor: 'Selecione o valor',
  Voltagem: 'Selecione a voltagem',
}

export const OUT_OF_STOCK_LABEL = 'Fora de estoque'

export function variationLabel(name: string): string {
  return VARIATION_LABELS[name] ?? `Selecione ${name.toLowerCase()}`
}

const placeholders: ReadonlySet<string> = new Set(PLACEHOLDER_VARIATION_VALUES.map((v) => v.toLowerCase()))

/** ÚNICO, UNICA, U, N/A, UN, variado, Sem sabor (case-insensitive). */
export const isPlaceholderValue = (value: string): boolean => placeholders.has(value.trim().toLowerCase())

export const isSkuAvailable = (sku: PdpSku): boolean => sku.offers.some((offer) => offer.quantity > 0)

/** The variation names of the SKUs, in the given order, then any other found. */
export function variationNamesOf(skus: readonly PdpSku[], order: readonly string[] = []): string[] {
  const names = [...order]
  for (const sku of skus) for (const name of Object.keys(sku.variations)) if (!names.includes(name)) names.push(name)
  return names.filter((name) => skus.some((sku) => sku.variations[name] !== undefined))
}

/** SKUs matching every chosen value of `selection` among `names`. */
function matching(skus: readonly PdpSku[], selection: Selection, names: readonly string[]): PdpSku[] {
  return skus.filter((sku) => names.every((name) => selection[name] === undefined || sku.variations[name] === selection[name]))
}

/** The values of one variation, in first-seen order, with availability. */
function optionsAmong(skus: readonly PdpSku[], name: string): VariationOption[] {
  const options = new Map<string, boolean>()
  for (const sku of skus) {
    const value = sku.variations[name]
    if (value === undefined) continue
    options.set(value, (options.get(value) ?? false) || isSkuAvailable(sku))
  }
  return [...options].map(([value, isAvailable]) => ({ name: value, isAvailable }))
}

/** Every variation with all its values (availability over all SKUs). */
export function variationAxes(skus: readonly PdpSku[], order: readonly string[] = []): VariationAxis[] {
  return variationNamesOf(skus, order).map((name) => ({ name, values: optionsAmong(skus, name) }))
}

/**
 * The options of the variation at `index`: only values that exist together
 * with the choices of the earlier variations; availability likewise.
 */
export function optionsFor(skus: readonly PdpSku[], names: readonly string[], selection: Selection, index: number): VariationOption[] {
  const earlier = names.slice(0, index)
  return optionsAmong(matching(skus, selection, earlier), names[index])
}

/** A selector is hidden when it has a single value (placeholders such as ÚNICO included). */
export function isHiddenVariation(values: readonly VariationOption[] | readonly string[]): boolean {
  return values.length <= 1
}

/** A single placeholder value is never shown (ÚNICO, U, Sem sabor…). */
export function isPlaceholderVariation(values: readonly VariationOption[]): boolean {
  return values.length === 1 && isPlaceholderValue(values[0].name)
}

/** A dropdown when any value name is longer than 5 characters, else buttons. */
export function selectorKind(values: readonly VariationOption[] | readonly string[]): 'dropdown' | 'buttons' {
  const names = values.map((v) => (typeof v === 'string' ? v : v.name))
  return names.some((name) => name.length > VARIATION_DROPDOWN_NAME_LENGTH) ? 'dropdown' : 'buttons'
}

/** Clears the variations after `index` and auto-selects every one left with a single option. */
function resetAfter(skus: readonly PdpSku[], names: readonly string[], selection: Selection, index: number): Record<string, string | undefined> {
  const next: Record<string, string | undefined> = { ...selection }
  for (let i = index + 1; i < names.length; i++) {
    next[names[i]] = undefined
    const options = optionsFor(skus, names, next, i)
    if (options.length === 1) next[names[i]] = options[0].name
  }
  return next
}

/** The SKU of a complete selection, or null. */
export function skuForSelection(skus: readonly PdpSku[], names: readonly string[], selection: Selection): PdpSku | null {
  if (names.some((name) => selection[name] === undefined)) return null
  return matching(skus, selection, names)[0] ?? null
}

/** Among SKUs, an available one first, else the first. */
export function preferredSku(skus: readonly PdpSku[]): PdpSku | null {
  return skus.find(isSkuAvailable) ?? skus[0] ?? null
}

export interface SelectionResult {
  selection: Record<string, string | undefined>
  /** The SKU the page now shows (its images, price, address). */
  sku: PdpSku | null
}

/**
 * Choosing a value. The first variation changes the current SKU (an
 * available one with that value preferred); later variations are reset and
 * filtered; single remaining options are auto-selected.
 */
export function chooseVariation(
  skus: readonly PdpSku[],
  names: readonly string[],
  selection: Selection,
  name: string,
  value: string,
): SelectionResult {
  const index = names.indexOf(name)
  if (index === -1) return { selection: { ...selection }, sku: skuForSelection(skus, names, selection) }
  const next = resetAfter(skus, names, { ...selection, [name]: value }, index)
  const exact = skuForSelection(skus, names, next)
  if (exact) return { selection: next, sku: exact }
  const candidates = matching(skus, next, names)
  return { selection: next, sku: preferredSku(candidates) }
}

/**
 * The selection a page opens with: a SKU asked for by the address gives all
 * its values; a single available SKU is auto-selected; otherwise the first
 * variation of the preferred SKU is chosen (later ones only when single).
 */
export function initialSelection(skus: readonly PdpSku[], names: readonly string[], skuId?: string | null): SelectionResult {
  const asked = skuId ? skus.find((sku) => sku.id === skuId) : undefined
  const available = skus.filter(isSkuAvailable)
  const whole = asked ?? (available.length === 1 ? available[0] : skus.length === 1 ? skus[0] : undefined)
  if (whole) {
    const selection: Record<string, string | undefined> = {}
    for (const name of names) selection[name] = whole.variations[name]
    return { selection, sku: whole }
  }
  const start = preferredSku(skus)
  if (!start || names.length === 0) return { selection: {}, sku: start }
  return chooseVariation(skus, names, {}, names[0], start.variations[names[0]])
}

/** The variation names still to choose (visible selectors without a value). */
export function missingVariations(skus: readonly PdpSku[], names: readonly string[], selection: Selection): string[] {
  return names.filter((name, index) => selection[name] === undefined && !isHiddenVariation(optionsFor(skus, names, selection, index)))
}

/** The SKU's variation values worth showing (no placeholders), e.g. 'Azul / M'. */
export function variationText(variations: Readonly<Record<string, string | undefined>>): string {
  return Object.values(variations)
    .filter((value): value is string => typeof value === 'string' && !isPlaceholderValue(value))
    .join(' / ')
}
