import type { HeadFC } from 'gatsby'

import { AccountWishlist } from '../../components/session/views/AccountWishlist'

export default function Page() {
  return (
    <>
      <AccountWishlist />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Meus favoritos | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
