import type { HeadFC } from 'gatsby'

import { AccountMenusPreview } from '../../components/session/views/AccountMenusPreview'

/** The account menus on their own (desktop dropdown and mobile panel) until the header mounts them. */
export default function Page() {
  return (
    <>
      <AccountMenusPreview />
    </>
  )
}

export const Head: HeadFC = () => (
  <>
    <title>Menus da conta | Arena Esportes</title>
    <meta name="robots" content="noindex" />
  </>
)
