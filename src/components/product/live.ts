import { useEffect, useState } from 'react'

import { http } from '../../commerce/http'
import { storeConfig } from '../../config/store'
import { liveOffersOf, withLiveOffers, type LiveOffers, type LiveProduct } from '../../lib/product/live-offers'
import type { PdpProduct } from '../../lib/product/types'

/**
 * The search API's product lookup used for live prices: the product
 * reference is indexed, so it finds the product; unavailable products are
 * left out (hideUnavailableItems), which reads as out of stock.
 */
export const LIVE_PRODUCT_PATH = '/api/_v3/api/intelligent-search/product/search'
const LOOKUP_PAGE_SIZE = 10

/** Live offers by SKU id; null when the call fails (the static offers stay). */
export async function fetchLiveOffers(product: Pick<PdpProduct, 'id' | 'productReference'>): Promise<LiveOffers | null> {
  try {
    const body = await http.get<{ products?: LiveProduct[] }>(LIVE_PRODUCT_PATH, {
      query: { term: product.productReference, resultsPerPage: String(LOOKUP_PAGE_SIZE), sc: storeConfig.salesChannel },
    })
    const found = (body.products ?? []).find((p) => p.productId === product.id)
    return found ? liveOffersOf(found) : {}
  } catch (error) {
    console.error('live price refresh failed', error)
    return null
  }
}

/** The product with its live price and stock once they arrive. */
export function useLiveProduct(product: PdpProduct): { product: PdpProduct; isLive: boolean } {
  const [live, setLive] = useState<LiveOffers | null>(null)
  useEffect(() => {
    let active = true
    void fetchLiveOffers(product).then((offers) => {
      if (active && offers) setLive(offers)
    })
    return () => {
      active = false
    }
  }, [product])
  return { product: live ? withLiveOffers(product, live) : product, isLive: live !== null }
}
