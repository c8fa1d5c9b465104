import type { HeadFC } from 'gatsby'

import { EnsureShell } from '../../components/session/EnsureShell'
import { AccountOrders } from '../../components/session/views/AccountOrders'

export default function Page() {
  return (
    <EnsureShell>
      <AccountOrders />
    </EnsureShell>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Meus pedidos | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
