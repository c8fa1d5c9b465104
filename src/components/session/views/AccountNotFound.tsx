import { accountPaths } from '../account-links'
import { AccountFrame, EmptyState } from './AccountFrame'

/** Any other /account/* address, e.g. an order detail: nothing to show for it. */
export function AccountNotFound() {
  const paths = accountPaths()
  return (
    <AccountFrame current="" title="Minha conta">
      {() => (
        <EmptyState
          title="Não encontramos esta página da sua conta"
          text="O pedido ou a página que você procurou não existe ou não pertence a esta conta."
          action={{ label: 'Voltar para Minha conta', href: paths.home }}
        />
      )}
    </AccountFrame>
  )
}
