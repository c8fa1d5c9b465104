import type { HeadFC } from 'gatsby'

import { AccountExchanges } from '../../components/session/views/AccountExchanges'

export default function Page() {
  return (
    <>
      <AccountExchanges />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Trocas e devoluções | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
