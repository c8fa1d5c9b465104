/**
 * Parsing a form with zod and pt-BR messages: the error map for the problems
 * a schema does not word itself, and the field errors of a failed parse
 * (the answer's shape is in ../forms).
 */
import { z } from 'zod'

import { tooLongMessage, type FieldErrors, type FormResult } from '../forms'

const REQUIRED_MESSAGE = 'Campo obrigatório.'
const INVALID_VALUE_MESSAGE = 'Valor inválido.'

/** pt-BR messages for the problems a schema does not word itself (a missing field, a wrong type, an unknown option). */
export const ptBrErrorMap: z.ZodErrorMap = (issue, context) => {
  // A message the schema set itself (required_error, invalid_type_error, errorMap) stands.
  if (context.defaultError !== z.defaultErrorMap(issue, context).message) return { message: context.defaultError }
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return { message: issue.received === 'undefined' || issue.received === 'null' ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE }
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_union_discriminator:
      return { message: 'Escolha uma das opções.' }
    case z.ZodIssueCode.too_small:
      return { message: issue.type === 'string' ? REQUIRED_MESSAGE : 'Valor abaixo do mínimo.' }
    case z.ZodIssueCode.too_big:
      return { message: issue.type === 'string' ? tooLongMessage(issue.maximum) : 'Valor acima do máximo.' }
    case z.ZodIssueCode.unrecognized_keys:
      return { message: 'Campos desconhecidos no formulário.' }
    default:
      return { message: INVALID_VALUE_MESSAGE }
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

/** Parses a form with the pt-BR messages: the data, or the field errors. A non-object body is a form-level error. */
export function parseForm<S extends z.ZodTypeAny>(schema: S, input: unknown): FormResult<z.output<S>> {
  const parsed = schema.safeParse(input ?? {}, { errorMap: ptBrErrorMap })
  return parsed.success ? { ok: true, data: parsed.data as z.output<S> } : { ok: false, fields: fieldErrorsOf(parsed.error) }
}
