import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CartPage } from '../../components/cart/CartPage'
import { CommerceOverlays } from '../../components/cart/CommerceOverlays'
import { EnsureCart } from '../../components/cart/EnsureCart'

/** /checkout/cart (the shell's header and footer are hidden on checkout paths). */
export default function CheckoutCartPage({ location }: PageProps) {
  return (
    <EnsureCart>
      <div>
        <CartPage />
      </div>
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Meu carrinho | ${storeConfig.storeName}`}</title>
    <meta name="description" content="Revise os produtos do seu carrinho, aplique cupons e calcule o frete antes de finalizar a compra." />
  </>
)
