import { useEffect, useId, useRef, useState } from 'react'

import { CEP_AUTO_SUBMIT_MS, CEP_FORMATTED_LENGTH } from '../../config/constants'
import { formatCep, isCompleteCep } from '../../lib/cep'
import * as styles from './Prompts.module.css'

export interface CepFormProps {
  onSubmit: (cep: string) => void | Promise<void>
  autoFocus?: boolean
}

/**
 * The CEP field: keeps digits, formats 12345-678, at most 9 characters, and
 * submits by itself 500 ms after it is complete (9 characters).
 */
export function CepForm({ onSubmit, autoFocus = false }: CepFormProps) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const submitRef = useRef(onSubmit)
  submitRef.current = onSubmit

  useEffect(() => {
    if (!isCompleteCep(value)) return undefined
    const timer = setTimeout(() => {
      setBusy(true)
      void Promise.resolve(submitRef.current(value)).finally(() => setBusy(false))
    }, CEP_AUTO_SUBMIT_MS)
    return () => clearTimeout(timer)
  }, [value])

  return (
    <form
      className={styles.cepForm}
      onSubmit={(event) => {
        event.preventDefault()
        if (isCompleteCep(value)) void onSubmit(value)
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        CEP
      </label>
      <input
        id={inputId}
        className={styles.input}
        name="cep"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        maxLength={CEP_FORMATTED_LENGTH}
        value={value}
        autoFocus={autoFocus}
        aria-busy={busy}
        onChange={(event) => setValue(formatCep(event.target.value))}
        data-testid="cep-input"
      />
    </form>
  )
}
