import type { Facet } from '../../sdk/search/types'
import { priceRangeLabel } from '../../lib/listing/price-label'
import type { FacetGroup } from '../../lib/listing/types'
import * as styles from './Listing.module.css'

export interface SelectedFiltersProps {
  /** The removable facets (not the listing's own). */
  facets: readonly Facet[]
  groups: readonly FacetGroup[]
  onRemove: (facet: Facet) => void
  onClear: () => void
}

/** The name a selected facet is shown with (the filter's value name when known). */
export function selectedFacetName(facet: Facet, groups: readonly FacetGroup[]): string {
  if (facet.key === 'price') return priceRangeLabel(facet.value)
  const option = groups.find((group) => group.key === facet.key)?.values.find((value) => value.value === facet.value)
  return option?.name ?? facet.value.replace(/-/g, ' ')
}

/** Chips of the selected filters, each removable, and 'Limpar filtros'. */
export function SelectedFilters({ facets, groups, onRemove, onClear }: SelectedFiltersProps) {
  if (facets.length === 0) return null
  return (
    <div className={styles.chips} data-testid="selected-filters">
      <ul>
        {facets.map((facet) => {
          const name = selectedFacetName(facet, groups)
          return (
            <li key={`${facet.key}=${facet.value}`}>
              {/* The × is drawn by the stylesheet: the chip's visible text is the filter's name, which its label holds (WCAG 2.5.3). */}
              <button type="button" className={styles.chip} onClick={() => onRemove(facet)} aria-label={`Remover filtro ${name}`}>
                {name}
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className={styles.clearFilters} onClick={onClear}>
        Limpar filtros
      </button>
    </div>
  )
}
