import { useEffect, useState } from 'react'

import { http } from '../../commerce/http'
import { MOBILE_BREAKPOINT_PX } from '../../config/constants'
import { readCookie } from '../../sdk/storage/cookies'
import type { SearchProduct } from '../product-card'

/** GET /_v3/api/{search}/pages/recommendations (commerce §7), served under /api. */
export const RECOMMENDATIONS_PATH = '/api/_v3/api/intelligent-search/pages/recommendations'

export interface Showcase {
  showcase: { feature: string; title: string }
  products: Array<SearchProduct & { items: Array<SearchProduct['items'][number] & { name?: string; variations?: Array<{ name: string; values: string[] }> }> }>
  clickUrl?: string
}

/** The product page's showcases; null on failure (logged; the areas stay hidden). */
export async function fetchProductRecommendations(productId: string, skuId: string | null): Promise<Showcase[] | null> {
  const mobile = window.innerWidth < MOBILE_BREAKPOINT_PX
  try {
    return await http.get<Showcase[]>(RECOMMENDATIONS_PATH, {
      query: {
        dyuser: readCookie('_dyid') ?? '',
        dysession: readCookie('_dyjsession') ?? '',
        name: 'product',
        location: window.location.href,
        source: mobile ? 'mobile' : 'desktop',
        engine: 'dy',
        device: mobile ? 'SMARTPHONE' : 'DESKTOP',
        productId,
        skuId: skuId ?? '',
      },
    })
  } catch (error) {
    console.error('recommendations failed', error)
    return null
  }
}

export const showcaseOf = (showcases: Showcase[] | null, feature: string): Showcase | null =>
  showcases?.find((s) => s.showcase.feature === feature && s.products.length > 0) ?? null

/** The showcases of a product page, fetched once per product after load. */
export function useProductRecommendations(productId: string): Showcase[] | null {
  const [showcases, setShowcases] = useState<Showcase[] | null>(null)
  useEffect(() => {
    let active = true
    const skuId = new URLSearchParams(window.location.search).get('skuId')
    void fetchProductRecommendations(productId, skuId).then((result) => {
      if (active) setShowcases(result)
    })
    return () => {
      active = false
    }
  }, [productId])
  return showcases
}
