/**
 * What every form call of the store's API shares: the form as the browser
 * sends it, and reading a refusal (its field errors, its message). The calls
 * themselves live with their features (src/features/<name>/client.ts).
 */
import type { FieldErrors } from '../contracts/forms'
import { CommerceHttpError, isApiErrorBody } from './http'

/** A form as the browser sends it: what the shopper typed (the server parses and validates it). */
export type FormInput<T> = { [K in keyof T]?: unknown }

/** The field errors of a refused form (pt-BR), or null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof CommerceHttpError) || !isApiErrorBody(error.body)) return null
  const fields = (error.body.error as { fields?: unknown }).fields
  return fields && typeof fields === 'object' ? (fields as FieldErrors) : null
}

/** The message to show for a failed call: the server's own (pt-BR) for 4xx answers, else a generic one. */
export function failureMessageOf(error: unknown, fallback = 'Não foi possível concluir agora. Tente novamente.'): string {
  if (error instanceof CommerceHttpError && error.status >= 400 && error.status < 500 && isApiErrorBody(error.body)) return error.body.error.message
  return fallback
}
