import { ExchangesView } from '../../../features/exchanges/ui/ExchangesView'
import { accountPaths } from '../account-links'
import { AccountFrame } from './AccountFrame'

/** /account/exchanges: exchange and return requests, and a new one from a delivered order. */
export function AccountExchanges() {
  return (
    <AccountFrame current={accountPaths().exchanges} title="Trocas e devoluções">
      {() => <ExchangesView />}
    </AccountFrame>
  )
}
