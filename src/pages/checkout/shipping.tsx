import type { HeadFC } from 'gatsby'

import { storeConfig } from '../../config/store'
import { ShippingStep } from '../../components/checkout/ShippingStep'

/** /checkout/shipping: the delivery step. */
export default function CheckoutShippingPage() {
  return <ShippingStep />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Entrega | ${storeConfig.storeName}`}</title>
    <meta name="description" content="Escolha o endereço e a forma de entrega ou a loja para retirar." />
    <meta name="robots" content="noindex" />
  </>
)
