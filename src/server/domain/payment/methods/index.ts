import type { PaymentAuthorizationApp } from '../../../../contracts/orders'
import type { PaymentTransaction } from '../types'
import { PAY_LATER_CONNECTORS } from './registry'
import type { PayLaterConnector } from './types'

export { PAY_LATER_CONNECTORS }
export { payLaterConnector, type PayLaterConnector, type PayLaterConnectorOf } from './types'

/** The connector of a pay-later payment system, or undefined (cards, unknown systems). */
export const connectorOf = (paymentSystem: number): PayLaterConnector | undefined =>
  PAY_LATER_CONNECTORS.find((connector) => connector.method.id === paymentSystem)

/** The payment app a transaction's gateway callback answers 428 with while pending (Pix), or null. */
export function paymentAppOf(transaction: PaymentTransaction): PaymentAuthorizationApp | null {
  const connector = connectorOf(transaction.paymentSystem)
  const issued = transaction.instructions
  if (!connector?.paymentApp || !issued || issued.kind !== connector.method.instructions) return null
  return connector.paymentApp(issued, transaction)
}
