/**
 * Form input as the store's own write endpoints take it: one zod schema per
 * form (shared by the server, which validates, and the browser, which shows
 * the same rules), pt-BR messages, and the field-level error answer.
 */
import { z } from 'zod'

/** Field name → the first problem with it (pt-BR). `form` holds problems of the whole form. */
export type FieldErrors = Record<string, string>

/** A 400 answer to a form: VTEX-style `{ error: { code, message } }` plus the fields at fault. */
export interface FieldErrorBody {
  error: { code: 'INVALID_INPUT'; message: string; fields: FieldErrors }
}

export const INVALID_FORM_MESSAGE = 'Confira os campos destacados.'

/** pt-BR messages for the problems a schema does not word itself (a missing field, a wrong type, an unknown option). */
export const ptBrErrorMap: z.ZodErrorMap = (issue, context) => {
  // A message the schema set itself (required_error, invalid_type_error, errorMap) stands.
  if (context.defaultError !== z.defaultErrorMap(issue, context).message) return { message: context.defaultError }
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === 'undefined' || issue.received === 'null' ? 'Campo obrigatório.' : 'Valor inválido.' }
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: 'Escolha uma das opções.' }
    case z.ZodIssueCode.too_small:
      return { message: issue.type === 'string' ? 'Campo obrigatório.' : 'Valor abaixo do mínimo.' }
    case z.ZodIssueCode.too_big:
      return { message: issue.type === 'string' ? `Use no máximo ${String(issue.maximum)} caracteres.` : 'Valor acima do máximo.' }
    case z.ZodIssueCode.unrecognized_keys:
      return { message: 'Campos desconhecidos no formulário.' }
    default:
      return { message: 'Valor inválido.' }
  }
}

/** The field of an issue: its first path segment ('items.0.quantity' → 'items'), or `form`. */
function fieldOf(path: ReadonlyArray<string | number>): string {
  return path.length === 0 ? 'form' : path.map(String).join('.')
}

/** The first message per field of a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const field = fieldOf(issue.path)
    fields[field] ??= issue.message
  }
  return fields
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors }

/** Parses a form with the pt-BR messages: the data, or the field errors. A non-object body is a form-level error. */
export function parseForm<S extends z.ZodTypeAny>(schema: S, input: unknown): FormResult<z.output<S>> {
  const parsed = schema.safeParse(input ?? {}, { errorMap: ptBrErrorMap })
  return parsed.success ? { ok: true, data: parsed.data as z.output<S> } : { ok: false, fields: fieldErrorsOf(parsed.error) }
}
