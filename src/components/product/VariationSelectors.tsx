import { useId, type ReactNode } from 'react'

import {
  OUT_OF_STOCK_LABEL,
  isHiddenVariation,
  optionsFor,
  selectorKind,
  variationLabel,
  type Selection,
} from '../../lib/product/variations'
import type { PdpSku } from '../../lib/product/types'
import * as styles from './Product.module.css'

export interface VariationSelectorsProps {
  skus: PdpSku[]
  names: string[]
  selection: Selection
  onChoose: (name: string, value: string) => void
  /** Variations the shopper still has to choose (flagged after a buy attempt). */
  missing?: string[]
  /** Extra content after the selector of this variation (e.g. the size guide link). */
  after?: Partial<Record<string, ReactNode>>
}

/**
 * One selector per variation: buttons, or a dropdown when a value name is
 * longer than 5 characters. Single-value selectors (placeholders included)
 * are hidden; unavailable values are disabled and labelled 'Fora de estoque'.
 */
export function VariationSelectors({ skus, names, selection, onChoose, missing = [], after = {} }: VariationSelectorsProps) {
  const baseId = useId()
  return (
    <div className={styles.variations}>
      {names.map((name, index) => {
        const options = optionsFor(skus, names, selection, index)
        if (isHiddenVariation(options)) return null
        const label = variationLabel(name)
        const id = `${baseId}-${index}`
        const chosen = selection[name]
        const isMissing = missing.includes(name)
        return (
          <div key={name} className={styles.variation} data-testid={`variation-${name}`} data-kind={selectorKind(options)}>
            {selectorKind(options) === 'dropdown' ? (
              <>
                <label htmlFor={id} className={styles.variationLabel}>
                  {label}
                </label>
                <select
                  id={id}
                  className={styles.select}
                  value={chosen ?? ''}
                  aria-invalid={isMissing || undefined}
                  onChange={(event) => event.target.value && onChoose(name, event.target.value)}
                >
                  <option value="" disabled>
                    {label}
                  </option>
                  {options.map((option) => (
                    <option key={option.name} value={option.name} disabled={!option.isAvailable}>
                      {option.isAvailable ? option.name : `${option.name} - ${OUT_OF_STOCK_LABEL}`}
                    </option>
                  ))}
                </select>
              </>
            ) : (
              <fieldset className={styles.fieldset}>
                <legend className={styles.variationLabel}>
                  {label}
                  {chosen ? <span className={styles.chosen}>: {chosen}</span> : null}
                </legend>
                <div className={styles.options}>
                  {options.map((option) => (
                    <button
                      key={option.name}
                      type="button"
                      className={styles.option}
                      aria-pressed={chosen === option.name}
                      disabled={!option.isAvailable}
                      title={option.isAvailable ? undefined : OUT_OF_STOCK_LABEL}
                      onClick={() => onChoose(name, option.name)}
                    >
                      {/* Named by what it shows (WCAG 2.5.3): the value, then 'Fora de estoque' when it is. */}
                      {option.name}
                      {!option.isAvailable && <span className={styles.outOfStock}> {OUT_OF_STOCK_LABEL}</span>}
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
            {isMissing && (
              <p className={styles.fieldError} role="alert">
                {label}
              </p>
            )}
            {after[name]}
          </div>
        )
      })}
    </div>
  )
}
