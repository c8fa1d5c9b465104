import type { HeadFC } from 'gatsby'

import { CARD_MAX_INSTALLMENTS } from '../../config/constants'
import { storeConfig } from '../../config/store'
import { PaymentStep } from '../../components/checkout/PaymentStep'

/** /checkout/payment: Pix, boleto or card, and the order placed. */
export default function CheckoutPaymentPage() {
  return <PaymentStep />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Pagamento | ${storeConfig.storeName}`}</title>
    <meta name="description" content={`Pague com Pix, boleto ou cartão de crédito em até ${CARD_MAX_INSTALLMENTS} vezes.`} />
    <meta name="robots" content="noindex" />
  </>
)
