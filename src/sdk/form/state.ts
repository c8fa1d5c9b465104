import type { FieldErrors } from '../../contracts/forms'
import { unknownStoreActionError } from '../errors'

/**
 * A form's submission: idle, being sent, sent (with the server's message),
 * or refused (field errors and a message). Editing a field clears its error.
 */
export interface FormState {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed'
  fields: FieldErrors
  message: string | null
}

export type FormAction =
  | { type: 'submitted' }
  | { type: 'succeeded'; message: string | null }
  | { type: 'failed'; fields: FieldErrors; message: string | null }
  | { type: 'fieldEdited'; field: string }
  | { type: 'reset' }

export const initialFormState: Readonly<FormState> = Object.freeze({ status: 'idle', fields: {}, message: null })

export const formActions = {
  submitted: (): FormAction => ({ type: 'submitted' }),
  succeeded: (message: string | null = null): FormAction => ({ type: 'succeeded', message }),
  failed: (fields: FieldErrors, message: string | null): FormAction => ({ type: 'failed', fields, message }),
  fieldEdited: (field: string): FormAction => ({ type: 'fieldEdited', field }),
  reset: (): FormAction => ({ type: 'reset' }),
}

/**
 * The field errors of a rule's problems, in the rule's order (the first one
 * is the field to focus): each field says its message of `messages`, the one
 * the server's refusal uses too.
 */
export function problemFields<F extends string>(problems: readonly F[], messages: Readonly<Record<F, string>>): FieldErrors {
  const fields: FieldErrors = {}
  for (const field of problems) fields[field] = messages[field]
  return fields
}

/** The error of a field, its nested ones included ('items' holds 'items.0.quantity' too). */
export function fieldError(state: Pick<FormState, 'fields'>, field: string): string | undefined {
  if (state.fields[field]) return state.fields[field]
  const nested = Object.keys(state.fields).find((key) => key.startsWith(`${field}.`))
  return nested ? state.fields[nested] : undefined
}

/** Unknown actions throw `Unknown action of form`. */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'submitted':
      return { status: 'submitting', fields: {}, message: null }
    case 'succeeded':
      return { status: 'succeeded', fields: {}, message: action.message }
    case 'failed':
      return { status: 'failed', fields: action.fields, message: action.message }
    case 'fieldEdited': {
      const stale = Object.keys(state.fields).filter((key) => key === action.field || key.startsWith(`${action.field}.`))
      if (stale.length === 0) return state
      const fields = { ...state.fields }
      for (const key of stale) delete fields[key]
      return { ...state, fields }
    }
    case 'reset':
      return initialFormState
    default:
      throw unknownStoreActionError('form')
  }
}
