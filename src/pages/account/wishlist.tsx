import type { HeadFC } from 'gatsby'

import { EnsureShell } from '../../components/session/EnsureShell'
import { AccountWishlist } from '../../components/session/views/AccountWishlist'

export default function Page() {
  return (
    <EnsureShell>
      <AccountWishlist />
    </EnsureShell>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Meus favoritos | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
