import { Slice, graphql, useStaticQuery } from 'gatsby'
import type { ReactNode } from 'react'
import { CartOverlays } from '../components/cart/CartOverlays'
import { Layout, type ShellSlices } from '../components/layout/Layout'
import { SearchBox } from '../components/search'
import type { ShellContent, ShellFrame, ShellSliceContent } from '../components/layout/types'

interface ShellQuery {
  /** The shell content no slice renders (src/build/shell-content.ts). */
  cmsShellFrame: { data: ShellFrame } | null
}

export interface ShellLayoutProps {
  location: { pathname: string; search: string }
  children: ReactNode
}

/**
 * The parts of the shell the slices render: the page itself holds none of
 * them (its layout renders the slices in their place).
 */
const RENDERED_BY_SLICES: ShellSliceContent = {
  stripe: { enableSession: false, messages: [] },
  menu: { departments: [] },
  footer: null,
  imperdivel: null,
}

/**
 * The stripe, the desktop menu, the footer, the search modal's Imperdível and
 * the shell's version are Gatsby Slices (src/contracts/shell-slices.ts,
 * decision record 0036): rendered once per build and stitched into every
 * page, so a change to them renders no page. Gatsby reads each alias from the
 * JSX literally.
 */
const SLICES: ShellSlices = {
  stripe: <Slice alias="shell-stripe" />,
  menu: <Slice alias="shell-menu" />,
  footer: <Slice alias="shell-footer" />,
  version: <Slice alias="shell-version" />,
}

/**
 * Every page inside the store's header, menus and footer, with the cart
 * overlays (minicart, abandoned-payment reminder) that every page shares: the
 * one place they are mounted. The logo, the store's name and the
 * institutional links come from the layout's static query; the rest of the
 * shell from its slices.
 */
export function ShellLayout({ location, children }: ShellLayoutProps) {
  const { cmsShellFrame } = useStaticQuery<ShellQuery>(graphql`
    query ShellFrame {
      cmsShellFrame {
        data
      }
    }
  `)
  const overlays = <CartOverlays pathname={location.pathname} />
  if (!cmsShellFrame) {
    return (
      <>
        {children}
        {overlays}
      </>
    )
  }
  const shell: ShellContent = { ...cmsShellFrame.data, ...RENDERED_BY_SLICES }
  return (
    <>
      <Layout shell={shell} slices={SLICES} location={location} headerSlots={{ search: <SearchBox location={location} /> }}>
        {children}
      </Layout>
      <Slice alias="shell-imperdivel" />
      {overlays}
    </>
  )
}
