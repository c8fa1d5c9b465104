/** Helpers of the brands index (/marcas). */
import type { BrandEntry } from '../../../cms-schemas'

type BrandLike = Pick<BrandEntry, 'name' | 'slug' | 'own'>

/** The brand's listing page (created by the listing pages from the catalogue). */
export const brandPath = (brand: Pick<BrandEntry, 'slug'>): string => `/marcas/${brand.slug}`

/** Own brands in CMS order; partner brands alphabetically (pt-BR). */
export function splitBrands<T extends BrandLike>(brands: readonly T[]): { own: T[]; partners: T[] } {
  return {
    own: brands.filter((brand) => brand.own),
    partners: brands.filter((brand) => !brand.own).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  }
}

/** First letter without accent, uppercase ("Ô" → "O"; digits and symbols → "#"). */
export function initialOf(name: string): string {
  const letter = name.trim().charAt(0).normalize('NFD').replace(/\p{Diacritic}/gu, '').toUpperCase()
  return /^[A-Z]$/.test(letter) ? letter : '#'
}

/** Brands grouped by initial, letters in order, each group keeping the given order. */
export function groupByInitial<T extends Pick<BrandEntry, 'name'>>(brands: readonly T[]): Array<{ letter: string; brands: T[] }> {
  const groups = new Map<string, T[]>()
  for (const brand of brands) {
    const letter = initialOf(brand.name)
    groups.set(letter, [...(groups.get(letter) ?? []), brand])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([letter, list]) => ({ letter, brands: list }))
}
