import type { TextareaHTMLAttributes } from 'react'

import { boxClass, describedBy, Messages, useControlId, type Described } from './field-parts'
import * as styles from './Forms.module.css'

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
