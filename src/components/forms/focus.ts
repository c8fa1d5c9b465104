import type { FieldErrors } from '../../contracts/forms'

/**
 * Moves the focus to the control of the first field in error: the rules list
 * their problems in the form's order, and a control is found by its `name`
 * (field names are plain identifiers) under `root`.
 */
export function focusFirstError(fields: FieldErrors, root: ParentNode = document): void {
  const first = Object.keys(fields)[0]
  if (first) root.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
}
