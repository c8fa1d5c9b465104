import { useCallback, useReducer, useRef, useState } from 'react'

import type { FieldErrors } from '../../contracts/forms'
import { fieldError, formActions, formReducer, initialFormState, type FormState } from './state'

/** How a failure reads: the fields at fault and a message (both may be empty). */
export type DescribeFailure = (error: unknown) => { fields: FieldErrors; message: string | null }

export interface FormSubmission<T> {
  state: FormState
  /** A call of the form is under way (a submission, or a call run with `run`): its controls wait. */
  busy: boolean
  /**
   * Sends the form (one call at a time): what the form showed goes, then the
   * answer or the failure (read by `describeFailure`, else the form's reader).
   * Resolves to the answer, or null when refused or while another call runs.
   */
  submit: (send: () => Promise<T>, successMessage?: string | null, describeFailure?: DescribeFailure) => Promise<T | null>
  /**
   * Runs a call the form waits for without being sent (a choice saved as it
   * is made): busy meanwhile; a failure is shown as the form's, a success
   * leaves what the form shows. Null when it failed or another call runs.
   */
  run: <R>(call: () => Promise<R>, describeFailure?: DescribeFailure) => Promise<R | null>
  /** The form refuses without sending (the browser's own checks, a failure met elsewhere): these field errors and message. */
  refuse: (fields: FieldErrors, message?: string | null) => void
  /** The shopper changed a field: its error goes. */
  edited: (field: string) => void
  reset: () => void
  /** The error shown under a field (its nested fields' included). */
  error: (field: string) => string | undefined
}

/**
 * A form's submission in a component: the reducer of ./state driven by a
 * send function; the failure is described by the caller (the commerce
 * client reads the server's field errors, the checkout its error codes).
 */
export function useFormSubmission<T>(describeFailure: DescribeFailure): FormSubmission<T> {
  const [state, dispatch] = useReducer(formReducer, initialFormState)
  const [running, setRunning] = useState(false)
  const busyRef = useRef(false)
  const describe = useRef(describeFailure)
  describe.current = describeFailure

  const submit = useCallback(async (send: () => Promise<T>, successMessage: string | null = null, describeThis?: DescribeFailure) => {
    if (busyRef.current) return null
    busyRef.current = true
    dispatch(formActions.submitted())
    try {
      const answer = await send()
      dispatch(formActions.succeeded(successMessage))
      return answer
    } catch (error) {
      const { fields, message } = (describeThis ?? describe.current)(error)
      dispatch(formActions.failed(fields, message))
      return null
    } finally {
      busyRef.current = false
    }
  }, [])

  const run = useCallback(async <R>(call: () => Promise<R>, describeThis?: DescribeFailure): Promise<R | null> => {
    if (busyRef.current) return null
    busyRef.current = true
    setRunning(true)
    try {
      return await call()
    } catch (error) {
      const { fields, message } = (describeThis ?? describe.current)(error)
      dispatch(formActions.failed(fields, message))
      return null
    } finally {
      busyRef.current = false
      setRunning(false)
    }
  }, [])

  const refuse = useCallback((fields: FieldErrors, message: string | null = null) => dispatch(formActions.failed(fields, message)), [])
  const edited = useCallback((field: string) => dispatch(formActions.fieldEdited(field)), [])
  const reset = useCallback(() => dispatch(formActions.reset()), [])
  const error = (field: string) => fieldError(state, field)
  return { state, busy: state.status === 'submitting' || running, submit, run, refuse, edited, reset, error }
}
