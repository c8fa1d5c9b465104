import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { OrderPlaced } from '../../components/checkout/OrderPlaced'

/** /checkout/orderPlaced?og={orderGroup}: the confirmation. */
export default function OrderPlacedPage({ location }: PageProps) {
  return <OrderPlaced search={location.search} />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Pedido realizado | ${storeConfig.storeName}`}</title>
    <meta name="description" content="O número do seu pedido e como pagar." />
    <meta name="robots" content="noindex" />
  </>
)
