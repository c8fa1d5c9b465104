import type { HeadFC, PageProps } from 'gatsby'

import { OrderDetail, orderIdFromPath } from '../../components/account-orders'
import { accountPaths } from '../../components/session/account-links'
import { AccountFrame } from '../../components/session/views/AccountFrame'
import { AccountNotFound } from '../../components/session/views/AccountNotFound'

/** /account/* (order details /account/order/{id}, /account/store-order/{id} and any other account address). */
export default function Page({ location }: PageProps) {
  const paths = accountPaths()
  const orderId = orderIdFromPath(location.pathname, paths.home)
  if (!orderId) return <AccountNotFound />
  return (
    <AccountFrame current={paths.orders} title="Detalhes do pedido">
      {() => <OrderDetail orderId={orderId} />}
    </AccountFrame>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Minha conta | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
