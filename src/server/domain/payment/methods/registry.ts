import { BOLETO_CONNECTOR } from './boleto'
import { PIX_CONNECTOR } from './pix'
import type { PayLaterConnector } from './types'

/**
 * The test connector's pay-later methods: one per pay-later entry of
 * src/config/payment-methods/registry.ts (a method without its connector is
 * not offered by the embedded backend).
 */
export const PAY_LATER_CONNECTORS: readonly PayLaterConnector[] = [PIX_CONNECTOR, BOLETO_CONNECTOR]
