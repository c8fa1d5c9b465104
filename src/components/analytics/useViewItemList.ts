import { useEffect, useRef } from 'react'

import type { AnalyticsList } from '../../analytics/event-builders'
import type { ProductCardData } from '../../lib/product-card/types'
import { useTrackEvent } from './useTrackEvent'

export type { AnalyticsList } from '../../analytics/event-builders'

/** The identity of one render of a list: the list, its first position and its products in order. */
export const listRenderKey = (list: AnalyticsList, products: readonly Pick<ProductCardData, 'productId'>[], firstPosition = 1): string =>
  [list.id, list.name, firstPosition, products.map((product) => product.productId).join(',')].join('\u0000')

/**
 * view_item_list once per render of a list of products: again only when the
 * list or its products change (not on every re-render, nor twice under
 * StrictMode). Nothing for an empty list.
 */
export function useViewItemList(list: AnalyticsList, products: readonly ProductCardData[], firstPosition = 1): void {
  const trackEvent = useTrackEvent()
  const sent = useRef<string | null>(null)
  const key = listRenderKey(list, products, firstPosition)
  const { id, name } = list
  useEffect(() => {
    if (products.length === 0 || sent.current === key) return
    sent.current = key
    void trackEvent('viewCardList', { id, name }, products, firstPosition)
  }, [key, id, name, products, firstPosition, trackEvent])
}
