import type { HeadFC } from 'gatsby'

import { OrderList, VisitorOrderLookup } from '../../components/account-orders'
import { accountPaths } from '../../components/session/account-links'
import { AccountFrame } from '../../components/session/views/AccountFrame'

export default function Page() {
  return (
    <>
      <AccountFrame current={accountPaths().orders} title="Meus pedidos">
        {() => <OrderList />}
      </AccountFrame>
      <VisitorOrderLookup />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Meus pedidos | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
