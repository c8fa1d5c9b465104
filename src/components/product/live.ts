import { useEffect, useState } from 'react'

import type { PdpProduct } from '../../lib/product/types'

/** The live refresh (search API call and merge): a chunk of its own, asked for after the page has rendered. */
const loadLiveFetch = () => import(/* webpackChunkName: "product-live" */ './live-fetch')

/** The product with its live price and stock once they arrive (the static product until then, or when the call fails). */
export function useLiveProduct(product: PdpProduct): { product: PdpProduct; isLive: boolean } {
  const [live, setLive] = useState<{ of: PdpProduct; product: PdpProduct } | null>(null)
  useEffect(() => {
    let active = true
    void loadLiveFetch()
      .then(({ liveProductOf }) => liveProductOf(product))
      .then(
        (refreshed) => {
          if (active && refreshed) setLive({ of: product, product: refreshed })
        },
        (error: unknown) => console.error('live price refresh failed', error),
      )
    return () => {
      active = false
    }
  }, [product])
  return live?.of === product ? { product: live.product, isLive: true } : { product, isLive: false }
}
