import { CommerceHttpError } from '../../commerce/http'
import type { DescribeFailure } from '../../sdk/form'

/** The test id of a step's alert (a refusal of the server, or of the form). */
export const STEP_ERROR_TEST_ID = 'checkout-error'

export const GENERIC_STEP_ERROR = 'Não foi possível salvar agora. Confira os dados e tente de novo.'

/** The message of a refused call (the server's pt-BR message for a 4xx), else a generic one. */
export function messageOf(error: unknown): string {
  if (error instanceof CommerceHttpError && error.status >= 400 && error.status < 500 && error.message) return error.message
  return GENERIC_STEP_ERROR
}

/** The server's error code of a refused call, or null. */
export const codeOf = (error: unknown): string | null => (error instanceof CommerceHttpError ? error.code : null)

/**
 * How a refused checkout call reads: the server's message as the step's
 * alert, and under the field its error code names (`fieldOfCode`, e.g.
 * invalidPhone → phone): the checkout API answers VTEX's `{ code, message }`.
 */
export function describeCheckoutFailure(fieldOfCode: Readonly<Record<string, string>> = {}): DescribeFailure {
  return (error) => {
    const message = messageOf(error)
    const code = codeOf(error)
    const field = code !== null && Object.prototype.hasOwnProperty.call(fieldOfCode, code) ? fieldOfCode[code] : undefined
    return { fields: field ? { [field]: message } : {}, message }
  }
}
