import type { HeadFC } from 'gatsby'

import { AccountProfile } from '../../components/session/views/AccountProfile'

export default function Page() {
  return (
    <>
      <AccountProfile />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Gerenciar perfil | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
