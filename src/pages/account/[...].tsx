import type { HeadFC } from 'gatsby'

import { AccountNotFound } from '../../components/session/views/AccountNotFound'

/** /account/* (order details /account/order/{id}, /account/store-order/{id} and any other account address). */
export default function Page() {
  return (
    <>
      <AccountNotFound />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Minha conta | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
