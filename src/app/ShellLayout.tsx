import { graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'
import { CartOverlays } from '../components/cart/CartOverlays'
import { Layout } from '../components/layout/Layout'
import { SearchBox } from '../components/search'
import type { ShellContent } from '../components/layout/types'

interface ShellQuery {
  /** `version`: the digest of `data` (src/contracts/shell-version.ts). */
  cmsShell: { data: ShellContent; version: string } | null
}

export interface ShellLayoutProps {
  location: { pathname: string; search: string }
  children: ReactNode
}

/**
 * Every page inside the store's header, menus and footer (content from the CMS,
 * via a static query), with the cart overlays (minicart, abandoned-payment
 * reminder) that every page shares: the one place they are mounted. The
 * shell's version goes on the layout's root element, from the same query
 * (a new shell re-renders every page: decision record 0018).
 */
export function ShellLayout({ location, children }: ShellLayoutProps) {
  const { cmsShell } = useStaticQuery<ShellQuery>(graphql`
    query ShellContent {
      cmsShell {
        data
        version
      }
    }
  `)
  const overlays = <CartOverlays pathname={location.pathname} />
  if (!cmsShell) {
    return (
      <>
        {children}
        {overlays}
      </>
    )
  }
  return (
    <>
      <Layout
        shell={cmsShell.data}
        contentVersion={cmsShell.version}
        location={location}
        headerSlots={{ search: <SearchBox imperdivel={cmsShell.data.imperdivel} location={location} /> }}
      >
        {children}
      </Layout>
      {overlays}
    </>
  )
}
