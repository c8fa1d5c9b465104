import { CashbackStatementView } from '../../cashback/CashbackStatementView'
import { accountPaths } from '../account-links'
import { AccountFrame } from './AccountFrame'

/** /account/cashback: the balance and the statement of the cashback ledger. */
export function AccountCashback() {
  return (
    <AccountFrame current={accountPaths().cashback} title="Cashback">
      {() => <CashbackStatementView />}
    </AccountFrame>
  )
}
