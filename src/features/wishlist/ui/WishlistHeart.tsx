import { useState } from 'react'

import type { PdpProduct, PdpSku } from '../../../lib/product/types'
import { isBusiness, storeConfig } from '../../../config/store'
import { useToast } from '../../../sdk/toast'
import { useWishlist } from '../state'
import * as styles from './Wishlist.module.css'
import { useTrackEvent } from '../../../components/analytics/useTrackEvent'

/** The login address returning to this page. */
export function loginWithReturn(href: string = window.location.pathname + window.location.search): string {
  return `${storeConfig.addresses.login}?returnUrl=${encodeURIComponent(href)}`
}

/** The heart on product cards and the product page; logged-in only (visitors go to the login). */
export function WishlistHeart({
  productId,
  productName,
  analyticsProduct,
}: {
  productId: string
  productName: string
  /** The product (and SKU) whose tracking fields add_to_wishlist carries (its id and name only when absent). */
  analyticsProduct?: { product: PdpProduct; sku?: PdpSku }
}) {
  const wishlist = useWishlist()
  const { pushToast } = useToast()
  const trackEvent = useTrackEvent()
  const [busy, setBusy] = useState(false)
  if (isBusiness()) return null
  const active = wishlist.has(productId)
  const onClick = async () => {
    setBusy(true)
    try {
      const result = await wishlist.toggle(productId)
      if (result === 'loginRequired') window.location.assign(loginWithReturn())
      // An add only: not a removal, nor a visitor sent to the login.
      else if (result === 'added') void trackEvent('addToWishlist', analyticsProduct ?? { productId, name: productName })
    } catch (error) {
      console.error('wishlist change failed', error)
      pushToast({ text: 'Não foi possível atualizar seus favoritos.', variant: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={active}
      aria-label={active ? `Remover ${productName} dos favoritos` : `Adicionar ${productName} aos favoritos`}
      disabled={busy}
      onClick={() => void onClick()}
      data-testid="wishlist-heart"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.7 1.2 4.4 2.6h2c.7-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  )
}
