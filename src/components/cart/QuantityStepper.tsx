import { useEffect, useState } from 'react'

import { CART_ITEM_MAX_QUANTITY, CART_ITEM_MIN_QUANTITY } from '../../config/constants'
import * as styles from './Cart.module.css'

export interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  /** Called with the asked quantity when it is above 30. */
  onLimit?: (asked: number) => void
  label: string
  disabled?: boolean
}

/** Clamps a typed quantity to 1–30. */
export const clampQuantity = (value: number): number =>
  Math.min(CART_ITEM_MAX_QUANTITY, Math.max(CART_ITEM_MIN_QUANTITY, Number.isFinite(value) ? Math.trunc(value) : CART_ITEM_MIN_QUANTITY))

/** − / quantity / + with bounds 1 to 30. */
export function QuantityStepper({ value, onChange, onLimit, label, disabled = false }: QuantityStepperProps) {
  const [text, setText] = useState(String(value))
  useEffect(() => setText(String(value)), [value])
  const commit = (asked: number) => {
    if (asked > CART_ITEM_MAX_QUANTITY) onLimit?.(asked)
    const next = clampQuantity(asked)
    setText(String(next))
    if (next !== value) onChange(next)
  }
  return (
    <div className={styles.stepper} role="group" aria-label={label} data-testid="quantity-stepper">
      <button
        type="button"
        aria-label="Diminuir quantidade"
        disabled={disabled || value <= CART_ITEM_MIN_QUANTITY}
        onClick={() => commit(value - 1)}
        data-testid="stepper-decrease"
      >
        −
      </button>
      <input
        aria-label="Quantidade"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(text))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(text))
        }}
        data-testid="stepper-input"
      />
      <button
        type="button"
        aria-label="Aumentar quantidade"
        disabled={disabled}
        onClick={() => commit(value + 1)}
        data-testid="stepper-increase"
      >
        +
      </button>
    </div>
  )
}
