import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'

import * as styles from './Forms.module.css'

/**
 * What every field takes besides its control's own attributes (plain props:
 * `value`/`onChange` or `defaultValue`, `name`, `required`… go to the control;
 * `id` too, else one is made; `className` goes to the field's box).
 */
interface Described {
  /** Text, or text with a visually hidden part (e.g. which product a quantity is of). */
  label: ReactNode
  /** The field's message (pt-BR: the shared rules' or the server's), shown under it; the control is then invalid. */
  error?: string | null
  /** A line under the control (text or a link), read with it. */
  hint?: ReactNode
}

/** The ids that describe a control: its hint and its error. */
function describedBy(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return ids || undefined
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
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
function useControlId(given: string | undefined): string {
  const generated = useId()
  return given ?? generated
}

const boxClass = (className: string | undefined) => (className ? `${styles.field} ${className}` : styles.field)

export type TextFieldProps = Described & InputHTMLAttributes<HTMLInputElement>

/** A labelled input with its hint and its error. */
export function TextField({ label, error, hint, className, id: givenId, ...input }: TextFieldProps) {
  const id = useControlId(givenId)
  return (
    <div className={boxClass(className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export type SelectFieldProps = Described & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }

export function SelectField({ label, error, hint, className, id: givenId, children, ...select }: SelectFieldProps) {
  const id = useControlId(givenId)
  return (
    <div className={boxClass(className)}>
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

export type TextAreaFieldProps = Described & TextareaHTMLAttributes<HTMLTextAreaElement>

export function TextAreaField({ label, error, hint, className, id: givenId, ...textarea }: TextAreaFieldProps) {
  const id = useControlId(givenId)
  return (
    <div className={boxClass(className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.textarea} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  )
}

export type CheckboxFieldProps = Omit<Described, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>

export function CheckboxField({ label, error, className, id: givenId, ...input }: CheckboxFieldProps) {
  const id = useControlId(givenId)
  return (
    <div className={boxClass(className)}>
      <label className={styles.check} htmlFor={id}>
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        <span>{label}</span>
      </label>
      <Messages id={id} error={error} />
    </div>
  )
}

/** A group of radio buttons or checkboxes with its legend and error. */
export function ChoiceGroup({ legend, error, children }: { legend: string; error?: string | null; children: ReactNode }) {
  const id = useId()
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>{children}</div>
      <Messages id={id} error={error} />
    </fieldset>
  )
}

export interface FormOutcomeProps {
  state: { status: string; message: string | null }
  /** The test id of the general error (`form-error` unless a page names its own). */
  errorTestId?: string
}

/** The form's outcome: the general error (an alert) or the success message (a status). */
export function FormOutcome({ state, errorTestId = 'form-error' }: FormOutcomeProps) {
  if (state.status === 'failed' && state.message) {
    return (
      <p className={styles.alert} role="alert" data-testid={errorTestId}>
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
