import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { BoletoPage } from '../../components/checkout/BoletoPage'

/** /checkout/boleto?og={orderGroup}: the printable boleto. */
export default function CheckoutBoletoPage({ location }: PageProps) {
  return <BoletoPage search={location.search} />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Boleto | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
