/**
 * A checkout rule that rejects a whole call (nothing is written). The API
 * layer maps it to `{ "error": { "code", "message" } }` with `status`.
 */
export class CheckoutRuleError extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'CheckoutRuleError'
  }
}

/** The cart does not exist (thrown by an order-form store's `change`). */
export class OrderFormNotFoundError extends Error {
  constructor(readonly orderFormId: string) {
    super(`orderForm ${orderFormId} not found`)
    this.name = 'OrderFormNotFoundError'
  }
}
