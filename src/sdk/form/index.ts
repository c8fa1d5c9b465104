export { fieldError, formActions, formReducer, initialFormState } from './state'
export type { FormAction, FormState } from './state'
export { useFormSubmission } from './useFormSubmission'
export type { DescribeFailure, FormSubmission } from './useFormSubmission'
