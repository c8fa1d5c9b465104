import { accountPaths } from '../account-links'
import { AccountFrame, EmptyState } from './AccountFrame'

/**
 * /account/orders. The backend has no order-history call yet, so the page
 * says plainly that there are no orders to show.
 */
export function AccountOrders() {
  return (
    <AccountFrame current={accountPaths().orders} title="Meus pedidos">
      {() => (
        <EmptyState
          title="Nenhum pedido por aqui"
          text="Quando você fizer uma compra, seus pedidos e o acompanhamento da entrega aparecerão nesta página."
          action={{ label: 'Explorar produtos', href: '/' }}
        />
      )}
    </AccountFrame>
  )
}
