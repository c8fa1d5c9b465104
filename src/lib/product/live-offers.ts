import type { SearchProduct } from '../../contracts/search'
import type { PdpOffer, PdpProduct } from './types'

/**
 * Live price and stock of a product page, read in the browser from the search
 * API (Intelligent Search product shape: money in reais). Static data stays
 * in the page; only offers are replaced.
 */

/** Offers by SKU id. */
export type LiveOffers = Record<string, PdpOffer[]>

const cents = (reais: number): number => Math.round(reais * 100)

export function liveOffersOf(product: Pick<SearchProduct, 'items'>): LiveOffers {
  const offers: LiveOffers = {}
  for (const item of product.items) {
    offers[item.itemId] = item.sellers.map((seller) => {
      const offer = seller.commertialOffer
      return {
        sellerId: seller.sellerId,
        sellerName: seller.sellerName,
        price: cents(offer.Price),
        listPrice: cents(Math.max(offer.ListPrice, offer.Price)),
        quantity: Math.max(0, offer.AvailableQuantity),
        installments: offer.Installments.map((i) => ({
          count: i.NumberOfInstallments,
          value: cents(i.Value),
          interestRate: i.InterestRate,
          totalValue: cents(i.TotalValuePlusInterestRate),
          onlyStoreCard: i.onlyStoreCard === true || i.PaymentSystemGroupName === 'privateLabelPaymentGroup',
        })),
      }
    })
  }
  return offers
}

/**
 * The product with live offers. A SKU the answer does not list is out of
 * stock (the search hides unavailable items); a missing answer (null) keeps
 * the static offers.
 */
export function withLiveOffers(product: PdpProduct, live: LiveOffers | null): PdpProduct {
  if (!live) return product
  return {
    ...product,
    skus: product.skus.map((sku) => ({
      ...sku,
      offers: live[sku.id] ?? sku.offers.map((offer) => ({ ...offer, quantity: 0 })),
    })),
  }
}
