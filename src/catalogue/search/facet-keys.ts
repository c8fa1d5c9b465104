import { slugify } from './text'

/**
 * The facet keys of the facet path (`/category-1/esportes/brand/kalenji/...`).
 * Values are slugs (accent-free, lower case, hyphenated), except `seller`
 * (the seller id) and `price` (`from:to` in reais, from inclusive, to exclusive).
 */
export const TEXT_FACET_KEYS = ['category-1', 'category-2', 'category-3', 'brand', 'cor', 'tamanho', 'genero', 'esporte', 'seller'] as const
export type TextFacetKey = (typeof TEXT_FACET_KEYS)[number]
export const PRICE_FACET_KEY = 'price'
export type FacetKey = TextFacetKey | typeof PRICE_FACET_KEY
export const FACET_KEYS: readonly FacetKey[] = [...TEXT_FACET_KEYS, PRICE_FACET_KEY]

/** Facet titles shown by the storefront (pt-BR). */
export const FACET_NAMES: Readonly<Record<FacetKey, string>> = {
  'category-1': 'Departamento',
  'category-2': 'Categoria',
  'category-3': 'Subcategoria',
  brand: 'Marca',
  cor: 'Cor',
  tamanho: 'Tamanho',
  genero: 'Gênero',
  esporte: 'Esporte',
  seller: 'Vendido por',
  price: 'Preço',
}

/** Aliases accepted in a facet path (VTEX and English spellings). */
const KEY_ALIASES: Readonly<Record<string, FacetKey>> = {
  'category-1': 'category-1',
  'category-2': 'category-2',
  'category-3': 'category-3',
  brand: 'brand',
  marca: 'brand',
  cor: 'cor',
  color: 'cor',
  tamanho: 'tamanho',
  size: 'tamanho',
  genero: 'genero',
  gender: 'genero',
  esporte: 'esporte',
  sport: 'esporte',
  seller: 'seller',
  price: 'price',
  preco: 'price',
}

export interface PriceRange {
  /** Cents, inclusive. */
  from: number
  /** Cents, exclusive. */
  to: number
}

export interface SelectedFacet {
  key: FacetKey
  /** Normalised value (slug, seller id or `from:to`). */
  value: string
}

export class FacetPathError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FacetPathError'
  }
}

/** Price bounds of a value like `100:200` or `99.90:149.90` (reais), in cents. */
export function parsePriceRange(value: string): PriceRange | null {
  const match = /^(\d{1,9}(?:\.\d{1,2})?)(?::|%3a)(\d{1,9}(?:\.\d{1,2})?)$/i.exec(value.trim())
  if (!match) return null
  const from = Math.round(Number(match[1]) * 100)
  const to = Math.round(Number(match[2]) * 100)
  if (!(to > from)) return null
  return { from, to }
}

/** `price` value for a range of cents (`100:200`, decimals only when needed). */
export function formatPriceRange(range: PriceRange): string {
  const reais = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))
  return `${reais(range.from)}:${reais(range.to)}`
}

function normaliseValue(key: FacetKey, raw: string): string {
  if (key === 'price') {
    const range = parsePriceRange(raw)
    if (!range) throw new FacetPathError(`Invalid price range "${raw}": expected from:to in reais, e.g. 100:200`)
    return formatPriceRange(range)
  }
  if (key === 'seller') return raw.trim()
  return slugify(raw)
}

/**
 * Parses the facet path (segments in key/value pairs). Unknown keys and odd
 * segment counts throw a FacetPathError (the API answers 400).
 */
export function parseFacetPath(path: string | undefined): SelectedFacet[] {
  if (!path) return []
  const segments = path
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        throw new FacetPathError(`Malformed facet path segment "${s}"`)
      }
    })
  if (segments.length % 2 !== 0) throw new FacetPathError('Facet path must be key/value pairs')
  const selected: SelectedFacet[] = []
  for (let i = 0; i < segments.length; i += 2) {
    const key = KEY_ALIASES[segments[i].toLowerCase()]
    if (!key) throw new FacetPathError(`Unknown facet "${segments[i]}"; known facets: ${FACET_KEYS.join(', ')}`)
    const value = normaliseValue(key, segments[i + 1])
    if (!value) throw new FacetPathError(`Empty value for facet "${segments[i]}"`)
    if (!selected.some((f) => f.key === key && f.value === value)) selected.push({ key, value })
  }
  return selected
}

/** Path of a set of selected facets (`category-1/esportes/brand/kalenji`), no leading slash. */
export function facetPath(selected: readonly SelectedFacet[]): string {
  return selected.map((f) => `${f.key}/${encodeURIComponent(f.value)}`).join('/')
}

/** Price buckets of the price facet, in cents (the last one is open-ended up to this bound). */
export const PRICE_BUCKETS_CENTS: readonly PriceRange[] = [
  { from: 0, to: 5_000 },
  { from: 5_000, to: 10_000 },
  { from: 10_000, to: 20_000 },
  { from: 20_000, to: 50_000 },
  { from: 50_000, to: 100_000 },
  { from: 100_000, to: 250_000 },
  { from: 250_000, to: 100_000_000 },
]
