export { CheckboxField, ChoiceGroup, FormOutcome, formStyles, SelectField, TextAreaField, TextField } from './fields'
export type { CheckboxFieldProps, FormOutcomeProps, SelectFieldProps, TextAreaFieldProps, TextFieldProps } from './fields'
export { focusFirstError } from './focus'
export { describeCommerceFailure, useCommerceForm } from './useCommerceForm'
