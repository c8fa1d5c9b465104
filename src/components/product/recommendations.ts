import { useEffect, useState } from 'react'

import type { RecommendationsResponse } from '../../contracts/search'

/** The call and its reading: a chunk of its own, asked for once the page has rendered (the showcases are below the buy box). */
const loadFetch = () => import(/* webpackChunkName: "product-recommendations" */ './recommendations-fetch')

/** The showcases of a product page, fetched once per product after load. */
export function useProductRecommendations(productId: string): RecommendationsResponse | null {
  const [showcases, setShowcases] = useState<RecommendationsResponse | null>(null)
  useEffect(() => {
    let active = true
    const skuId = new URLSearchParams(window.location.search).get('skuId')
    void loadFetch()
      .then(({ fetchProductRecommendations }) => fetchProductRecommendations(productId, skuId))
      .then(
        (result) => {
          if (active) setShowcases(result)
        },
        (error: unknown) => console.error('recommendations failed', error),
      )
    return () => {
      active = false
    }
  }, [productId])
  return showcases
}
