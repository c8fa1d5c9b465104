import type { InputHTMLAttributes } from 'react'

import { boxClass, Messages, useControlId, type Described } from './field-parts'
import * as styles from './Forms.module.css'

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
