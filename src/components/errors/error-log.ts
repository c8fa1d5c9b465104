/** An error-log document: slug, context, error. */
export interface ErrorLogDocument {
  slug: string
  context: string
  error: string
}

/** Logs a document unless one with the same slug and context exists; resolves to whether one was created. */
export type LogErrorDocument = (document: ErrorLogDocument) => Promise<boolean>

const ERROR_TEXT_MAX = 4000

/** The text stored for an error: name, message and stack (bounded). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`
    const stack = error.stack && !error.stack.startsWith(head) ? `${head}\n${error.stack}` : (error.stack ?? head)
    return stack.slice(0, ERROR_TEXT_MAX)
  }
  if (typeof error === 'string') return error.slice(0, ERROR_TEXT_MAX)
  try {
    return (JSON.stringify(error) ?? String(error)).slice(0, ERROR_TEXT_MAX)
  } catch {
    return String(error).slice(0, ERROR_TEXT_MAX)
  }
}
