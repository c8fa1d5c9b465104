import { searchClient } from '../../commerce/search'
import { MOBILE_BREAKPOINT_PX } from '../../config/constants'
import type { RecommendationsResponse, SearchProduct } from '../../contracts/search'
import { readCookie } from '../../sdk/storage/cookies'

/** A showcase of the product page with something to show. */
export interface ProductShowcase {
  title: string
  products: SearchProduct[]
}

/** The product page's showcases; null on failure (logged; the areas stay hidden). */
export async function fetchProductRecommendations(productId: string, skuId: string | null): Promise<RecommendationsResponse | null> {
  const mobile = window.innerWidth < MOBILE_BREAKPOINT_PX
  try {
    return await searchClient.productRecommendations({
      dyuser: readCookie('_dyid') ?? '',
      dysession: readCookie('_dyjsession') ?? '',
      location: window.location.href,
      source: mobile ? 'mobile' : 'desktop',
      device: mobile ? 'SMARTPHONE' : 'DESKTOP',
      productId,
      skuId,
    })
  } catch (error) {
    console.error('recommendations failed', error)
    return null
  }
}

/** The showcase of a feature (e.g. FrequentlyBoughtTogether), when it has products. */
export function showcaseOf(showcases: RecommendationsResponse | null, feature: string): ProductShowcase | null {
  const found = showcases?.find((s) => s.showcase?.feature === feature && (s.products?.length ?? 0) > 0)
  return found ? { title: found.showcase?.title ?? '', products: found.products ?? [] } : null
}
