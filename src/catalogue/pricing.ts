/**
 * The store's pricing rules: instalment plans, discounts and flags of offers
 * (the generated catalogue's and a merchant feed's alike). All amounts are
 * integer cents.
 */
import { STORE_NAME } from '../config/store'
import type { Installment, ProductFlag, SkuOffer } from './model'

export const CREDIT_CARD_PAYMENT_NAME = 'Cartão de crédito'
export const STORE_CARD_PAYMENT_NAME = `Cartão ${STORE_NAME}`
/** Monthly rate of the 12x plan with interest, percent. */
export const INSTALLMENT_INTEREST_RATE = 1.99
export const INSTALLMENT_MAX_WITH_INTEREST = 12
/** Interest-free count of the store card plan. */
export const STORE_CARD_INSTALLMENTS = 12
/** Least price (cents) for the 12x plan with interest and the store-card plan. */
export const INTEREST_PLAN_MIN_PRICE = 30_000
export const STORE_CARD_MIN_PRICE = 15_000

/** Highest interest-free count for a price: up to 10x above R$ 500. */
export function maxInterestFreeCount(price: number): number {
  if (price >= 50_000) return 10
  if (price >= 20_000) return 8
  if (price >= 10_000) return 5
  if (price >= 5_000) return 3
  return 1
}

function plan(price: number, count: number, paymentSystemName: string, onlyStoreCard: boolean): Installment {
  return { count, value: Math.round(price / count), interestRate: 0, totalValue: price, paymentSystemName, onlyStoreCard }
}

/** Instalment options of a price; the store-card plan only when asked and the price allows it. */
export function installmentsFor(price: number, withStoreCard: boolean): Installment[] {
  const list: Installment[] = []
  const maxFree = maxInterestFreeCount(price)
  for (let count = 1; count <= maxFree; count++) list.push(plan(price, count, CREDIT_CARD_PAYMENT_NAME, false))
  if (price >= INTEREST_PLAN_MIN_PRICE) {
    const i = INSTALLMENT_INTEREST_RATE / 100
    const n = INSTALLMENT_MAX_WITH_INTEREST
    const value = Math.round((price * i) / (1 - Math.pow(1 + i, -n)))
    list.push({
      count: n,
      value,
      interestRate: INSTALLMENT_INTEREST_RATE,
      totalValue: value * n,
      paymentSystemName: CREDIT_CARD_PAYMENT_NAME,
      onlyStoreCard: false,
    })
  }
  if (withStoreCard && price >= STORE_CARD_MIN_PRICE) {
    list.push(plan(price, STORE_CARD_INSTALLMENTS, STORE_CARD_PAYMENT_NAME, true))
  }
  return list
}

/** A list price in reais made to end in ,90: 149 → 14990. */
export function listPriceCents(reais: number): number {
  const whole = Math.max(9, Math.floor(reais / 10) * 10 + 9)
  return whole * 100 + 90
}

/** Selling price after a discount, rounded to the cent so the percentage reads back exactly. */
export function discountedPrice(listPrice: number, discount: number): number {
  return Math.round((listPrice * (100 - discount)) / 100)
}

/** Discount of an offer in whole percent (0 when the list price is not above the price). */
export function discountPercent(offer: Pick<SkuOffer, 'price' | 'listPrice'>): number {
  if (offer.listPrice <= 0 || offer.listPrice <= offer.price) return 0
  return Math.round(((offer.listPrice - offer.price) * 100) / offer.listPrice)
}

export const FLAG_STYLES: Readonly<Record<string, { color: string; textColor: string }>> = {
  off: { color: '#e3262f', textColor: '#ffffff' },
  Lançamento: { color: '#3643ba', textColor: '#ffffff' },
  'Exclusivo online': { color: '#007cb9', textColor: '#ffffff' },
  'Frete grátis': { color: '#1a8754', textColor: '#ffffff' },
  'Mais vendido': { color: '#ffea28', textColor: '#101010' },
}

/** The '{n}% OFF' flag of a discount. */
export function offFlag(discount: number): ProductFlag {
  return { value: `${discount}% OFF`, ...FLAG_STYLES.off }
}

export function labelFlag(value: 'Lançamento' | 'Exclusivo online' | 'Frete grátis' | 'Mais vendido'): ProductFlag {
  return { value, ...FLAG_STYLES[value] }
}
