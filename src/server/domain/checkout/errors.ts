/**
 * A checkout rule that rejects a whole call (nothing is written). The API
 * layer maps it to `{ "error": { "code", "message" } }` with `status`.
 */
export class CheckoutRuleError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'CheckoutRuleError'
  }
}
