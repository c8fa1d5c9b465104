import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { AccountRoute, accountTitleOf } from '../../features/account'

/** /account: the account home (its page from the account registry). */
export default function Page({ location }: PageProps) {
  return <AccountRoute pathname={location.pathname} />
}

export const Head: HeadFC = ({ location }) => (
  <>
    <title>{`${accountTitleOf(location.pathname)} | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
