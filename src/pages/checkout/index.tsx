import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CheckoutEntry } from '../../components/checkout/CheckoutEntry'

/** /checkout: the checkout's entry (also the abandoned-payment resume target, `?orderFormId=…&payment_recovery=true`). */
export default function CheckoutPage({ location }: PageProps) {
  return <CheckoutEntry search={location.search} />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Finalizar compra | ${storeConfig.storeName}`}</title>
    <meta name="description" content="Identificação, entrega e pagamento do seu pedido." />
    <meta name="robots" content="noindex" />
  </>
)
