import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CheckoutStep } from '../../components/cart/CheckoutStep'
import { CommerceOverlays } from '../../components/cart/CommerceOverlays'
import { EnsureCart } from '../../components/cart/EnsureCart'

/** /checkout/shipping: the delivery step. */
export default function CheckoutShippingPage({ location }: PageProps) {
  return (
    <EnsureCart>
      <CheckoutStep step="shipping" />
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Entrega | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
