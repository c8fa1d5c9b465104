import type { PayLaterMethod } from '../../../../config/payment-methods'
import type { PaymentAuthorizationApp } from '../../../../contracts/orders'
import type { IssuedInstructions, IssuedOf, PaymentTransaction } from '../types'

/** How the test connector handles a pay-later method (typed by its method's kind of instructions). */
export interface PayLaterConnectorOf<M extends PayLaterMethod> {
  /** Its entry of the shared registry (src/config/payment-methods). */
  method: M
  /** The instructions issued for a transaction whose payment arrives `now` (its code, its invoice). */
  issue(transaction: PaymentTransaction, now: Date): IssuedOf<M['instructions']>
  /**
   * The payment app the gateway callback answers 428 with while the payment
   * is pending (VTEX answers Pix so); absent when the callback answers 200.
   */
  paymentApp?(issued: IssuedOf<M['instructions']>, transaction: PaymentTransaction): PaymentAuthorizationApp
}

/** A connector of the registry, whatever its kind (calls go through index.ts, which matches the kinds). */
export interface PayLaterConnector {
  method: PayLaterMethod
  issue(transaction: PaymentTransaction, now: Date): IssuedInstructions
  paymentApp?(issued: IssuedInstructions, transaction: PaymentTransaction): PaymentAuthorizationApp
}

/** A connector entry, checked against its method's kind of instructions. */
export const payLaterConnector = <M extends PayLaterMethod>(connector: PayLaterConnectorOf<M>): PayLaterConnector => connector as unknown as PayLaterConnector
