import { memo } from 'react'

import type { Facet } from '../../sdk/search/types'
import type { FacetGroup, FacetOption } from '../../lib/listing/types'
import * as styles from './Listing.module.css'

export interface FacetsProps {
  groups: FacetGroup[]
  /** Keys the listing fixes by its address (their groups are not offered). */
  hiddenKeys: readonly string[]
  /** The selected facets of the search state (checked at once, before the next answer). */
  selected: readonly Facet[]
  onToggle: (facet: Facet, group: FacetGroup) => void
}

/** Groups of at most this many values show the rest behind 'Ver mais' (a native details element). */
const VISIBLE_VALUES = 8

interface OptionProps {
  option: FacetOption
  group: FacetGroup
  checked: boolean
  onToggle: FacetsProps['onToggle']
}

/** One value with its count; memoised: a tap re-renders only the options whose checked state changed. */
const Option = memo(function Option({ option, group, checked, onToggle }: OptionProps) {
  return (
    <li>
      <label className={styles.facetOption}>
        <input
          type={group.type === 'PRICERANGE' ? 'radio' : 'checkbox'}
          name={group.type === 'PRICERANGE' ? `facet-${group.key}` : undefined}
          checked={checked}
          onChange={() => onToggle({ key: option.key, value: option.value }, group)}
          data-testid={`facet-${option.key}-${option.value}`}
        />
        <span className={styles.facetName}>{option.name}</span>
        <span className={styles.facetCount}>({option.quantity})</span>
      </label>
    </li>
  )
})

/**
 * Filters (category tree, brand, colour, size, gender, sport, price) with
 * counts; text values toggle, a price range replaces the previous one.
 */
export function Facets({ groups, hiddenKeys, selected, onToggle }: FacetsProps) {
  const isSelected = (option: FacetOption) => selected.some((facet) => facet.key === option.key && facet.value === option.value)
  const shown = groups.filter((group) => !hiddenKeys.includes(group.key))
  return (
    <div className={styles.facets} data-testid="facets">
      {shown.map((group) => {
        const head = group.values.slice(0, VISIBLE_VALUES)
        const rest = group.values.slice(VISIBLE_VALUES)
        return (
          <fieldset key={group.key} className={styles.facetGroup} data-testid={`facet-group-${group.key}`}>
            <legend className={styles.facetTitle}>{group.name}</legend>
            <ul className={styles.facetList}>
              {head.map((option) => (
                <Option key={option.value} option={option} group={group} checked={isSelected(option)} onToggle={onToggle} />
              ))}
            </ul>
            {rest.length > 0 && (
              <details className={styles.more} open={rest.some(isSelected) || undefined}>
                <summary>Ver mais</summary>
                <ul className={styles.facetList}>
                  {rest.map((option) => (
                    <Option key={option.value} option={option} group={group} checked={isSelected(option)} onToggle={onToggle} />
                  ))}
                </ul>
              </details>
            )}
          </fieldset>
        )
      })}
    </div>
  )
}
