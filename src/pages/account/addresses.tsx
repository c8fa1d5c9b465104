import type { HeadFC } from 'gatsby'

import { AccountAddresses } from '../../components/session/views/AccountAddresses'

export default function Page() {
  return <AccountAddresses />
}

export const Head: HeadFC = () => (
  <>
    <title>Endereços | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
