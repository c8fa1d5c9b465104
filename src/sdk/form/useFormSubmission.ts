import { useCallback, useReducer, useRef } from 'react'

import type { FieldErrors } from '../../contracts/forms'
import { formActions, formReducer, initialFormState, type FormState } from './state'

/** How a failure reads: the fields at fault and a message (both may be empty). */
export type DescribeFailure = (error: unknown) => { fields: FieldErrors; message: string | null }

export interface FormSubmission<T> {
  state: FormState
  /** Sends the form (one at a time); resolves to the answer, or null when refused. */
  submit: (send: () => Promise<T>, successMessage?: string | null) => Promise<T | null>
  /** The shopper changed a field: its error goes. */
  edited: (field: string) => void
  reset: () => void
}

/**
 * A form's submission in a component: the reducer of ./state driven by a
 * send function; the failure is described by the caller (the commerce
 * client reads the server's field errors).
 */
export function useFormSubmission<T>(describeFailure: DescribeFailure): FormSubmission<T> {
  const [state, dispatch] = useReducer(formReducer, initialFormState)
  const busy = useRef(false)
  const describe = useRef(describeFailure)
  describe.current = describeFailure

  const submit = useCallback(async (send: () => Promise<T>, successMessage: string | null = null) => {
    if (busy.current) return null
    busy.current = true
    dispatch(formActions.submitted())
    try {
      const answer = await send()
      dispatch(formActions.succeeded(successMessage))
      return answer
    } catch (error) {
      const { fields, message } = describe.current(error)
      dispatch(formActions.failed(fields, message))
      return null
    } finally {
      busy.current = false
    }
  }, [])

  const edited = useCallback((field: string) => dispatch(formActions.fieldEdited(field)), [])
  const reset = useCallback(() => dispatch(formActions.reset()), [])
  return { state, submit, edited, reset }
}
