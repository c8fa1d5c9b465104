import type { FacetResponse } from '../../contracts/search'
import { FILTER_FACET_KEYS } from '../search/facets'
import { priceRangeLabel } from './price-label'
import type { FacetGroup } from './types'

/** The filter groups of a search answer: the listing's keys, in display order, without empty groups. */
export function facetGroups(facets: readonly FacetResponse[] = []): FacetGroup[] {
  const groups: FacetGroup[] = []
  for (const key of FILTER_FACET_KEYS) {
    const facet = facets.find((f) => f.key === key && !f.hidden)
    if (!facet || facet.values.length === 0) continue
    const type = facet.type === 'PRICERANGE' ? 'PRICERANGE' : 'TEXT'
    groups.push({
      key: facet.key,
      name: facet.name,
      type,
      values: facet.values.map((v) => ({
        key: v.key || facet.key,
        value: v.value,
        name: type === 'PRICERANGE' ? priceRangeLabel(v.value) : v.name,
        quantity: v.quantity,
        selected: v.selected,
      })),
    })
  }
  return groups
}
