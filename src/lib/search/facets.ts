import type { Facet } from '../../sdk/search/types'

/**
 * The facet path of the search API (`brand/arena-pro/cor/azul`): key/value
 * pairs in selection order. Keys are documented in
 * src/server/domain/search/facet-keys.ts (category-1..3, brand, cor, tamanho,
 * genero, esporte, seller, price as from:to in reais).
 */
export function facetPathOf(facets: readonly Facet[]): string {
  return facets.map((facet) => `${encodeURIComponent(facet.key)}/${encodeURIComponent(facet.value)}`).join('/')
}

/** Keys the listing filters offer, in display order (the category tree first). */
export const FILTER_FACET_KEYS = ['category-1', 'category-2', 'category-3', 'brand', 'cor', 'tamanho', 'genero', 'esporte', 'price'] as const

export const PRICE_FACET_KEY = 'price'

/**
 * Old-style listing parameters of menu links (`c=dept/cat/sub`, `gender`,
 * `brand`) as facets, so /pesquisa?c=feminino&q=… filters like the menu means.
 */
export function legacyListingFacets(params: URLSearchParams): Facet[] {
  const facets: Facet[] = []
  const category = params.get('c')
  if (category) {
    category
      .split('/')
      .filter((part) => part !== '')
      .slice(0, 3)
      .forEach((value, i) => facets.push({ key: `category-${i + 1}`, value }))
  }
  const gender = params.get('gender')
  if (gender) facets.push({ key: 'genero', value: gender })
  const brand = params.get('brand')
  if (brand) facets.push({ key: 'brand', value: brand })
  return facets
}
