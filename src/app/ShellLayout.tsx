import { graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'
import { CartOverlays } from '../components/cart/CartOverlays'
import { Layout } from '../components/layout/Layout'
import { SearchBox } from '../components/search'
import type { ShellContent } from '../components/layout/types'

interface ShellQuery {
  cmsShell: { data: ShellContent; version: string } | null
}

export interface ShellLayoutProps {
  location: { pathname: string; search: string }
  children: ReactNode
}

/**
 * Every page inside the store's header, menus and footer (content from the CMS,
 * via a static query), with the cart overlays (minicart, abandoned-payment
 * reminder) that every page shares: the one place they are mounted.
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
        shellVersion={cmsShell.version}
        location={location}
        headerSlots={{ search: <SearchBox imperdivel={cmsShell.data.imperdivel} location={location} /> }}
      >
        {children}
      </Layout>
      {overlays}
    </>
  )
}
