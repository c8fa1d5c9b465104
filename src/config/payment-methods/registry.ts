import { BOLETO } from './boleto'
import { CREDIT_CARD } from './card'
import { PIX } from './pix'
import type { PaymentMethod } from './types'

/**
 * The ways to pay the store offers, in the order the payment step lists them
 * (the first is chosen on arrival). A new pay-later method is its entry module
 * in this folder, one line here, and its connector in
 * src/server/domain/payment/methods/ (entry and one line in its registry.ts).
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [PIX, CREDIT_CARD, BOLETO]
