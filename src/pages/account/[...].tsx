import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../../config/store'
import { AccountRoute, accountTitleOf } from '../../features/account'

/** /account/*: every page of the account area, as the account registry lists them (orders, an order's detail, exchanges…). */
export default function Page({ location }: PageProps) {
  return <AccountRoute pathname={location.pathname} />
}

export const Head: HeadFC = ({ location }) => (
  <>
    <title>{`${accountTitleOf(location.pathname)} | ${storeConfig.storeName}`}</title>
    <meta name="robots" content="noindex" />
  </>
)
