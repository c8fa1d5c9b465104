import { accountHref } from '../../../components/account-ui/account-address'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { AccountFrame } from './AccountFrame'

/** An account address of no page: nothing to show for it. */
export function AccountNotFound() {
  return (
    <AccountFrame current="" title="Minha conta">
      {() => (
        <EmptyState
          title="Não encontramos esta página da sua conta"
          text="O pedido ou a página que você procurou não existe ou não pertence a esta conta."
          action={{ label: 'Voltar para Minha conta', href: accountHref('') }}
        />
      )}
    </AccountFrame>
  )
}
