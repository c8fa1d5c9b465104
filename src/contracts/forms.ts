/**
 * Form input as the store's own write endpoints take it: pt-BR messages and
 * the field-level error answer. The zod schemas that parse each form, the
 * pt-BR error map and parseForm live in ./schemas/forms (server and build
 * only: zod stays out of the browser).
 */

/** Field name → the first problem with it (pt-BR). `form` holds problems of the whole form. */
export type FieldErrors = Record<string, string>

/** A 400 answer to a form: VTEX-style `{ error: { code, message } }` plus the fields at fault. */
export interface FieldErrorBody {
  error: { code: 'INVALID_INPUT'; message: string; fields: FieldErrors }
}

export const INVALID_FORM_MESSAGE = 'Confira os campos destacados.'

/** A parsed form: the data, or the first problem per field. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors }
