import type { HeadFC } from 'gatsby'

import { EnsureShell } from '../../components/session/EnsureShell'
import { AccountProfile } from '../../components/session/views/AccountProfile'

export default function Page() {
  return (
    <EnsureShell>
      <AccountProfile />
    </EnsureShell>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Gerenciar perfil | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
