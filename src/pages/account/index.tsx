import type { HeadFC } from 'gatsby'

import { EnsureShell } from '../../components/session/EnsureShell'
import { AccountHome } from '../../components/session/views/AccountHome'

export default function Page() {
  return (
    <EnsureShell>
      <AccountHome />
    </EnsureShell>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Minha conta | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
