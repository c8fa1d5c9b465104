import type { SearchSort } from '../../config/constants'
import { SORT_OPTIONS } from '../../lib/search/sorts'
import * as styles from './Listing.module.css'

export interface SortSelectProps {
  value: SearchSort
  onChange: (sort: SearchSort) => void
  disabled?: boolean
}

/**
 * One sort menu per listing page; a fixed id (not useId) keeps the label's
 * association identical in HTML rendered apart from the page (the results
 * region the server renders) and in the browser.
 */
const SORT_SELECT_ID = 'listing-sort'

/** The 8 sorts with their Portuguese labels. */
export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  const id = SORT_SELECT_ID
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Ordenar por</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as SearchSort)} data-testid="sort-select">
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
