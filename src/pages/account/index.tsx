import type { HeadFC } from 'gatsby'

import { AccountHome } from '../../components/session/views/AccountHome'

export default function Page() {
  return (
    <>
      <AccountHome />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Minha conta | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
