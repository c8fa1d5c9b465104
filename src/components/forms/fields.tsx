import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

import * as styles from './Forms.module.css'

interface Described {
  /** Text, or text with a visually hidden part (e.g. which product a quantity is of). */
  label: ReactNode
  /** The server's message for this field (pt-BR), shown under it. */
  error?: string
  hint?: string
}

/** The ids that describe a control: its hint and its error. */
function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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

export type TextFieldProps = Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** A labelled input with its hint and the server's error for it. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId()
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export type SelectFieldProps = Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode }

export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export type TextAreaFieldProps = Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>

export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export type CheckboxFieldProps = { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <span>{label}</span>
      </label>
      <Messages id={id} error={error} />
    </div>
  )
}

/** A group of radio buttons or checkboxes with its legend and error. */
export function ChoiceGroup({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>{children}</div>
      <Messages id={id} error={error} />
    </fieldset>
  )
}

/** The form's outcome: the general error (an alert) or the success message (a status). */
export function FormOutcome({ state }: { state: { status: string; message: string | null } }) {
  if (state.status === 'failed' && state.message) {
    return (
      <p className={styles.alert} role="alert" data-testid="form-error">
        {state.message}
      </p>
    )
  }
  if (state.status === 'succeeded' && state.message) {
    return (
      <p className={styles.success} role="status" data-testid="form-success">
        {state.message}
      </p>
    )
  }
  return null
}

export { styles as formStyles }
