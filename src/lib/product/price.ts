import { parsePriceString } from '../../config/money'
import type { PdpInstallment, PdpOffer } from './types'

/** A price string: digits only, left-padded to 3, divided by 100 ('R$ 1.234,56' → 1234.56). */
export const parsePrice = parsePriceString

/** Whole percent off the list price; 0 without a discount. */
export function discountPercent(price: number, listPrice: number): number {
  if (!(listPrice > 0) || !(price < listPrice)) return 0
  return Math.round(((listPrice - price) / listPrice) * 100)
}

/** '{n}% OFF', or null without a discount. */
export function discountLabel(price: number, listPrice: number): string | null {
  const percent = discountPercent(price, listPrice)
  return percent > 0 ? `${percent}% OFF` : null
}

/**
 * The instalment shown with a price: never one valid only with
 * the store's own card; the most instalments, interest-free ones first.
 */
export function displayInstallment<T extends Pick<PdpInstallment, 'count' | 'interestRate' | 'onlyStoreCard'>>(installments: readonly T[]): T | null {
  const eligible = installments.filter((i) => !i.onlyStoreCard && i.count > 0)
  if (eligible.length === 0) return null
  const interestFree = eligible.filter((i) => i.interestRate === 0)
  const pool = interestFree.length > 0 ? interestFree : eligible
  return pool.reduce((best, i) => (i.count > best.count ? i : best))
}

/** The seller offer a page shows: the first (default) seller in stock, else the first one. */
export function defaultOffer(offers: readonly PdpOffer[]): PdpOffer | null {
  return offers.find((offer) => offer.quantity > 0) ?? offers[0] ?? null
}
