import { useId, type ReactNode } from 'react'

import * as styles from './Forms.module.css'

/**
 * What every field takes besides its control's own attributes (plain props:
 * `value`/`onChange` or `defaultValue`, `name`, `required`… go to the control;
 * `id` too, else one is made; `className` goes to the field's box).
 */
export interface Described {
  /** Text, or text with a visually hidden part (e.g. which product a quantity is of). */
  label: ReactNode
  /** The field's message (pt-BR: the shared rules' or the server's), shown under it; the control is then invalid. */
  error?: string | null
  /** A line under the control (text or a link), read with it. */
  hint?: ReactNode
}

/** The ids that describe a control: its hint and its error. */
export function describedBy(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

/** A field's hint and error under its control, with the ids `describedBy` names. */
export function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`} data-testid="field-error">
          {error}
        </p>
      )}
    </>
  )
}

/** The control's id: the one given, else a generated one. */
export function useControlId(given: string | undefined): string {
  const generated = useId()
  return given ?? generated
}

/** The class of a field's box, with the one the page gives. */
export const boxClass = (className: string | undefined): string => (className ? `${styles.field} ${className}` : styles.field)
