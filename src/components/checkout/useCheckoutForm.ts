import { useFormSubmission, type FormSubmission } from '../../sdk/form'
import { describeCheckoutFailure } from './errors'

/**
 * A checkout step's form (the form kit's submission): its calls' refusals
 * read by `describeCheckoutFailure(fieldOfCode)`. A module of its own: the
 * pages that only word errors (the confirmation) do not bundle the kit.
 */
export function useCheckoutForm<T = unknown>(fieldOfCode?: Readonly<Record<string, string>>): FormSubmission<T> {
  return useFormSubmission<T>(describeCheckoutFailure(fieldOfCode))
}
