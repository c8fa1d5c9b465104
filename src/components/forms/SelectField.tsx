import type { ReactNode, SelectHTMLAttributes } from 'react'

import { boxClass, describedBy, Messages, useControlId, type Described } from './field-parts'
import * as styles from './Forms.module.css'

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
