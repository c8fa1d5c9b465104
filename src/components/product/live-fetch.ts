import { searchClient } from '../../commerce/search'
import { liveOffersOf, withLiveOffers, type LiveOffers } from '../../lib/product/live-offers'
import type { PdpProduct } from '../../lib/product/types'

/**
 * Live offers by SKU id, from the search API's product search by id
 * (Intelligent Search's documented `query=product:{id}`, unavailable items
 * included: a SKU without stock reads as out of stock). A product the answer
 * does not hold is out of stock. Null when the call fails (the static offers
 * stay).
 */
export async function fetchLiveOffers(product: Pick<PdpProduct, 'id'>): Promise<LiveOffers | null> {
  try {
    const products = await searchClient.productsByIds([product.id])
    const found = products.find((p) => p.productId === product.id)
    return found ? liveOffersOf(found) : {}
  } catch (error) {
    console.error('live price refresh failed', error)
    return null
  }
}

/** The product with its live price and stock, or null when the call fails. */
export async function liveProductOf(product: PdpProduct): Promise<PdpProduct | null> {
  const offers = await fetchLiveOffers(product)
  return offers ? withLiveOffers(product, offers) : null
}
