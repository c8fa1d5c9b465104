import { MemberOnly } from '../../../components/account-area/MemberOnly'
import { LOGGED_OUT_MESSAGE } from '../../../components/session/login'
import { CashbackStatementView } from './CashbackStatementView'

/** /cashback: the member's statement under the programme's text; visitors are invited to log in. */
export function CashbackPanel() {
  return (
    <MemberOnly returnPath="/cashback" invitation={LOGGED_OUT_MESSAGE}>
      {() => <CashbackStatementView />}
    </MemberOnly>
  )
}
