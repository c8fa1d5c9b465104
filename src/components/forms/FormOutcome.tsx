import * as styles from './Forms.module.css'

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
