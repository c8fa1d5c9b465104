import { accountPaths } from '../account-links'
import { AccountFrame, EmptyState } from './AccountFrame'

/** /account/exchanges: no exchange or return requests exist without an order history. */
export function AccountExchanges() {
  return (
    <AccountFrame current={accountPaths().exchanges} title="Trocas e devoluções">
      {() => (
        <EmptyState
          title="Nenhuma troca ou devolução em andamento"
          text="As solicitações de troca ou devolução dos seus pedidos aparecerão nesta página."
          action={{ label: 'Conheça a política de trocas', href: '/servicos/trocas-e-devolucoes/' }}
        />
      )}
    </AccountFrame>
  )
}
