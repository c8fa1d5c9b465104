import { failureMessageOf, fieldErrorsOf } from '../../commerce/forms'
import { INVALID_FORM_MESSAGE } from '../../contracts/forms'
import { useFormSubmission, type DescribeFailure, type FormSubmission } from '../../sdk/form'

/** A refusal of the store's API: its field errors, and its message (or a general one). */
export const describeCommerceFailure: DescribeFailure = (error) => {
  const fields = fieldErrorsOf(error) ?? {}
  const message = Object.keys(fields).length > 0 ? INVALID_FORM_MESSAGE : failureMessageOf(error)
  return { fields, message }
}

/** A form sent to the store's API: field errors come from the server's answer. */
export function useCommerceForm<T>(): FormSubmission<T> {
  return useFormSubmission<T>(describeCommerceFailure)
}
