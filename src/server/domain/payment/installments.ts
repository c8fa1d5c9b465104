import {
  CARD_INTEREST_FREE_INSTALLMENTS,
  CARD_MAX_INSTALLMENTS,
  CARD_MIN_INSTALLMENT_CENTS,
  CARD_MONTHLY_INTEREST_BASIS_POINTS,
} from '../../../config/constants'
import type { Installment, InstallmentOption } from '../../../contracts/payment'
import { BoundedCache } from '../bounded-cache'
import { isCardSystem, PAYMENT_SYSTEMS, type PaymentSystemDefinition } from './systems'

/** The merchant name payments are split to (one merchant: the store). */
export const MERCHANT_NAME = 'ARENAESPORTES'

const BASIS_POINTS = 10_000

/**
 * The total of `count` monthly installments on `value` cents at
 * `rateBasisPoints` a month (the price table: fixed installments), in cents.
 */
export function totalWithInterest(value: number, count: number, rateBasisPoints: number): number {
  if (rateBasisPoints === 0 || count <= 1) return value
  const rate = rateBasisPoints / BASIS_POINTS
  const installment = (value * rate) / (1 - (1 + rate) ** -count)
  return Math.round(installment) * count
}

function installment(count: number, value: number): Installment {
  const interest = count > CARD_INTEREST_FREE_INSTALLMENTS ? CARD_MONTHLY_INTEREST_BASIS_POINTS : 0
  const total = totalWithInterest(value, count, interest)
  // Interest-free: the first installment takes the rounding rest, as the platform does; `value` is the smallest.
  const each = interest ? total / count : Math.floor(total / count)
  const line = { count, hasInterestRate: interest > 0, interestRate: interest, value: each, total }
  return { ...line, sellerMerchantInstallments: [{ id: MERCHANT_NAME, ...line }] }
}

/**
 * The installments of a payment system for `value` cents: cards from 1x up to
 * CARD_MAX_INSTALLMENTS while each installment is at least
 * CARD_MIN_INSTALLMENT_CENTS (interest-free up to
 * CARD_INTEREST_FREE_INSTALLMENTS, then CARD_MONTHLY_INTEREST_BASIS_POINTS a
 * month); Pix and boleto once. Nothing for an empty value.
 */
export function installmentsOf(system: PaymentSystemDefinition, value: number): Installment[] {
  if (value <= 0) return []
  if (!isCardSystem(system)) return [installment(1, value)]
  const list: Installment[] = []
  for (let count = 1; count <= CARD_MAX_INSTALLMENTS; count += 1) {
    const option = installment(count, value)
    if (count > 1 && option.value < CARD_MIN_INSTALLMENT_CENTS) break
    list.push(option)
  }
  return list
}

export function installmentOptionOf(system: PaymentSystemDefinition, value: number): InstallmentOption {
  return {
    paymentSystem: system.id,
    bin: null,
    paymentName: system.name,
    paymentGroupName: system.group,
    value,
    installments: installmentsOf(system, value),
  }
}

/** Order values whose installment options are kept (they depend on the value alone; carts share few values). */
const INSTALLMENT_OPTIONS_CACHE_ENTRIES = 1_000
const optionsByValue = new BoundedCache<number, readonly InstallmentOption[]>({ maxEntries: INSTALLMENT_OPTIONS_CACHE_ENTRIES })

/**
 * `orderForm.paymentData.installmentOptions`: every payment system's
 * installments for the value. Computed once per value and shared by every cart
 * of that value (about a fifth of a cart write's rules): never change it.
 */
export function installmentOptionsOf(value: number): InstallmentOption[] {
  if (value <= 0) return []
  let options = optionsByValue.get(value)
  if (!options) {
    options = PAYMENT_SYSTEMS.map((system) => installmentOptionOf(system, value))
    optionsByValue.set(value, options)
  }
  return options as InstallmentOption[]
}
