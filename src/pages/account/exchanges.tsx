import type { HeadFC } from 'gatsby'

import { EnsureShell } from '../../components/session/EnsureShell'
import { AccountExchanges } from '../../components/session/views/AccountExchanges'

export default function Page() {
  return (
    <EnsureShell>
      <AccountExchanges />
    </EnsureShell>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Trocas e devoluções | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
