/**
 * The form kit's field components, one module each (a page bundles only the
 * ones it uses): a labelled control with its hint and its error, and the
 * form's outcome. Plain props; the state is the store toolkit's (sdk/form).
 */
import * as styles from './Forms.module.css'

export { CheckboxField, type CheckboxFieldProps } from './CheckboxField'
export { ChoiceGroup } from './ChoiceGroup'
export { FormOutcome, type FormOutcomeProps } from './FormOutcome'
export { SelectField, type SelectFieldProps } from './SelectField'
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField'
export { TextField, type TextFieldProps } from './TextField'
export { styles as formStyles }
