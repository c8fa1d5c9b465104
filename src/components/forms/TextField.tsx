import type { InputHTMLAttributes } from 'react'

import { boxClass, describedBy, Messages, useControlId, type Described } from './field-parts'
import * as styles from './Forms.module.css'

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
