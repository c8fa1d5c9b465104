import { CashbackStatementView } from '../../cashback/CashbackStatementView'

/** /account/cashback: the balance and the statement of the cashback ledger. */
export function AccountCashback() {
  return <CashbackStatementView />
}
