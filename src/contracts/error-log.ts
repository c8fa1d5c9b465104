/** Error-log document: where it happened (slug), in which part (context), and the error. */
export interface ErrorLogDocument {
  id: string
  slug: string
  context: string
  error: string
  createdIn: string
}

export interface ErrorLogInput {
  slug: string
  context: string
  error: string
}
