import type { InputHTMLAttributes, ReactNode } from 'react'

import * as styles from './Checkout.module.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string
  label: string
  value: string
  onValue: (value: string) => void
  error?: string | null
  hint?: ReactNode
  wide?: boolean
}

/** A labelled input with its hint and its error (announced, linked by aria-describedby). */
export function TextField({ id, label, value, onValue, error, hint, wide, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-dica` : undefined
  const errorId = error ? `${id}-erro` : undefined
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A refusal of the server, or of the form, at the top of a step. */
export function StepAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className={styles.alert} role="alert" data-testid="checkout-error">
      {message}
    </p>
  )
}
