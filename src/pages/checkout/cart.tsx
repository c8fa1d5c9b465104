import type { HeadFC } from 'gatsby'

import { storeConfig } from '../../config/store'
import { CartPage } from '../../components/cart/CartPage'

/** /checkout/cart (the shell's header and footer are hidden on checkout paths). */
export default function CheckoutCartPage() {
  return (
    <div>
      <CartPage />
    </div>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>{`Meu carrinho | ${storeConfig.storeName}`}</title>
    <meta name="description" content="Revise os produtos do seu carrinho, aplique cupons e calcule o frete antes de finalizar a compra." />
  </>
)
