import type { HeadFC } from 'gatsby'

import { AccountCashback } from '../../components/session/views/AccountCashback'

export default function Page() {
  return <AccountCashback />
}

export const Head: HeadFC = () => (
  <>
    <title>Cashback | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
