import { CommerceHttpError } from '../../commerce/http'

export const GENERIC_STEP_ERROR = 'Não foi possível salvar agora. Confira os dados e tente de novo.'

/** The message of a refused call (the server's pt-BR message for a 4xx), else a generic one. */
export function messageOf(error: unknown): string {
  if (error instanceof CommerceHttpError && error.status >= 400 && error.status < 500 && error.message) return error.message
  return GENERIC_STEP_ERROR
}

/** The server's error code of a refused call, or null. */
export const codeOf = (error: unknown): string | null => (error instanceof CommerceHttpError ? error.code : null)
