/** Offers of the catalogue model: which seller, whether in stock, the instalment shown with a price. */
import type { Installment, Product, Sku, SkuOffer } from './model'

/** The default seller's offer (the first), or null for a SKU without offers. */
export function defaultOffer(sku: Sku): SkuOffer | null {
  return sku.offers[0] ?? null
}

/** A SKU is available when some seller has it in stock. */
export function isSkuAvailable(sku: Sku): boolean {
  return sku.offers.some((offer) => offer.stock > 0)
}

/** The first offer with stock (the default seller first), or null. */
export function firstAvailableOffer(sku: Sku): SkuOffer | null {
  return sku.offers.find((offer) => offer.stock > 0) ?? null
}

/** A product is available when any of its SKUs is. */
export function isProductAvailable(product: Product): boolean {
  return product.skus.some(isSkuAvailable)
}

/**
 * The instalment shown with a price: the most instalments without interest,
 * else the most instalments. Store-card-only plans are left out unless
 * `excludeStoreCard` is false.
 */
export function bestInstallment(offer: SkuOffer, options: { excludeStoreCard?: boolean } = {}): Installment | null {
  const excludeStoreCard = options.excludeStoreCard ?? true
  const usable = excludeStoreCard ? offer.installments.filter((i) => !i.onlyStoreCard) : offer.installments
  let bestFree: Installment | null = null
  let bestAny: Installment | null = null
  for (const installment of usable) {
    if (installment.interestRate === 0 && (!bestFree || installment.count > bestFree.count)) bestFree = installment
    if (!bestAny || installment.count > bestAny.count) bestAny = installment
  }
  return bestFree ?? bestAny
}
