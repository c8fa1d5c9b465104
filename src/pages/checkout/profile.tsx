import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CheckoutStep } from '../../components/cart/CheckoutStep'
import { CommerceOverlays } from '../../components/cart/CommerceOverlays'
import { EnsureCart } from '../../components/cart/EnsureCart'

/** /checkout/profile: the identification step (reached after buy now). */
export default function CheckoutProfilePage({ location }: PageProps) {
  return (
    <EnsureCart>
      <CheckoutStep step="profile" />
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Identificação | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
