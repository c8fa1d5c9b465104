import type { SearchSort } from '../../config/constants'
import { SortSelect } from './SortSelect'
import * as styles from './Listing.module.css'

/** The listing heading and its result count (a blank line until known, so nothing moves). */
export function ListingHead({ title, count }: { title: string; count: string | null }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.count} data-testid="result-count" aria-live="polite">
        {count ?? '\u00a0'}
      </p>
    </header>
  )
}

export interface ListingToolbarProps {
  filterCount: number
  filtersOpen: boolean
  onOpenFilters: () => void
  sort: SearchSort
  onSort: (sort: SearchSort) => void
  disabled?: boolean
}

/** 'Filtrar' (small screens) and the sort menu. */
export function ListingToolbar({ filterCount, filtersOpen, onOpenFilters, sort, onSort, disabled = false }: ListingToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.filterButton} onClick={onOpenFilters} aria-expanded={filtersOpen} disabled={disabled}>
        Filtrar{filterCount > 0 ? ` (${filterCount})` : ''}
      </button>
      <SortSelect value={sort} onChange={onSort} disabled={disabled} />
    </div>
  )
}
