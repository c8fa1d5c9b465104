import type { HeadFC } from 'gatsby'

import { AccountOrders } from '../../components/session/views/AccountOrders'

export default function Page() {
  return (
    <>
      <AccountOrders />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Meus pedidos | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
