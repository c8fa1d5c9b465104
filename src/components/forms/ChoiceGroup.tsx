import { useId, type ReactNode } from 'react'

import { Messages } from './field-parts'
import * as styles from './Forms.module.css'

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
