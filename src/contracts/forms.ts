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

/** A text field longer than its limit allows. */
export const tooLongMessage = (max: number | bigint): string => `Use no máximo ${max} caracteres.`

/** An e-mail field whose text is not an e-mail (the checkout's, the gift card's recipient). */
export const EMAIL_INVALID_MESSAGE = 'Informe um e-mail válido.'

/** A parsed form: the data, or the first problem per field. */
export type FormResult<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors }
