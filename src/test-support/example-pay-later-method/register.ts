/**
 * Registers the worked example in a test, as its two one-line registrations
 * would in the live registries (call from `jest.mock` factories):
 *
 *   jest.mock('<…>/config/payment-methods/registry', () => jest.requireActual('<…>/test-support/example-pay-later-method/register').withPicPay())
 *   jest.mock('<…>/server/domain/payment/methods/registry', () => jest.requireActual('<…>/test-support/example-pay-later-method/register').withPicPayConnector())
 */
import type { PaymentMethod } from '../../config/payment-methods/types'
import type { PayLaterConnector } from '../../server/domain/payment/methods/types'

/** src/config/payment-methods/registry.ts with PICPAY after the live methods. */
export function withPicPay(): { PAYMENT_METHODS: readonly PaymentMethod[] } {
  const live = jest.requireActual<typeof import('../../config/payment-methods/registry')>('../../config/payment-methods/registry')
  const { PICPAY } = jest.requireActual<typeof import('./picpay')>('./picpay')
  return { PAYMENT_METHODS: [...live.PAYMENT_METHODS, PICPAY] }
}

/** src/server/domain/payment/methods/registry.ts with PICPAY_CONNECTOR after the live connectors. */
export function withPicPayConnector(): { PAY_LATER_CONNECTORS: readonly PayLaterConnector[] } {
  const live = jest.requireActual<typeof import('../../server/domain/payment/methods/registry')>('../../server/domain/payment/methods/registry')
  const { PICPAY_CONNECTOR } = jest.requireActual<typeof import('./picpay-connector')>('./picpay-connector')
  return { PAY_LATER_CONNECTORS: [...live.PAY_LATER_CONNECTORS, PICPAY_CONNECTOR] }
}
