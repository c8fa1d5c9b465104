import { useId } from 'react'

import type { SearchSort } from '../../config/constants'
import { SORT_OPTIONS } from '../../lib/search/sorts'
import * as styles from './Listing.module.css'

export interface SortSelectProps {
  value: SearchSort
  onChange: (sort: SearchSort) => void
  disabled?: boolean
}

/** The 8 sorts with their Portuguese labels. */
export function SortSelect({ value, onChange, disabled = false }: SortSelectProps) {
  const id = useId()
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
