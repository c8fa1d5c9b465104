export { CheckboxField, ChoiceGroup, FormOutcome, formStyles, SelectField, TextAreaField, TextField } from './fields'
export { describeCommerceFailure, useCommerceForm } from './useCommerceForm'
