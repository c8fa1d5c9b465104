import type { HeadFC } from 'gatsby'

import { storeConfig } from '../../config/store'
import { ProfileStep } from '../../components/checkout/ProfileStep'

/** /checkout/profile: the identification step (reached after buy now). */
export default function CheckoutProfilePage() {
  return <ProfileStep />
}

export const Head: HeadFC = () => (
  <>
    <title>{`Identificação | ${storeConfig.storeName}`}</title>
    <meta name="description" content="Informe seu e-mail e seus dados para finalizar a compra." />
    <meta name="robots" content="noindex" />
  </>
)
