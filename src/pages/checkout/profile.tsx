import type { HeadFC } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CheckoutStep } from '../../components/cart/CheckoutStep'

/** /checkout/profile: the identification step (reached after buy now). */
export default function CheckoutProfilePage() {
  return <CheckoutStep step="profile" />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Identificação | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
