import type { z } from 'zod'
import { INVALID_FORM_MESSAGE, type FieldErrors } from '../../contracts/forms'
import { parseForm } from '../../contracts/schemas/forms'
import { HttpError } from '../http/errors'

/** A 400 answer naming the fields at fault (pt-BR): `{ error: { code: 'INVALID_INPUT', message, fields } }`. */
export function invalidForm(fields: FieldErrors, message = INVALID_FORM_MESSAGE): HttpError {
  return new HttpError(400, 'INVALID_INPUT', message, fields)
}

/** A form body parsed by its shared schema, or a 400 with field-level errors. */
export function readForm<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const parsed = parseForm(schema, body)
  if (!parsed.ok) throw invalidForm(parsed.fields)
  return parsed.data
}

/** A refusal of a rule about one field (400 with that field's message). */
export function fieldError(field: string, message: string): HttpError {
  return invalidForm({ [field]: message }, message)
}

export const NO_STORE = { 'cache-control': 'no-store' } as const
