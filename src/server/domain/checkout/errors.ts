/**
 * A checkout rule that rejects a whole call (nothing is written). The API
 * layer maps it to `{ "error": { "code", "message" } }` with `status`.
 */
export class CheckoutRuleError extends Error {
  constructor(
    readonly status: 400 | 402 | 403 | 404 | 409 | 413 | 422 | 429,
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

/** A change would make the stored cart larger than ORDER_FORM_MAX_CHARS (thrown by an order-form store's `change`; nothing is written). */
export class OrderFormTooLargeError extends Error {
  constructor(
    readonly orderFormId: string,
    readonly chars: number,
  ) {
    super(`orderForm ${orderFormId} would be ${chars} characters`)
    this.name = 'OrderFormTooLargeError'
  }
}
