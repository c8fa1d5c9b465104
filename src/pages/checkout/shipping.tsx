import type { HeadFC } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CheckoutStep } from '../../components/cart/CheckoutStep'

/** /checkout/shipping: the delivery step. */
export default function CheckoutShippingPage() {
  return <CheckoutStep step="shipping" />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Entrega | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
