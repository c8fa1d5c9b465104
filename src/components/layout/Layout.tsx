import { Suspense, lazy, memo, useCallback, useEffect, useState, type ReactNode } from 'react'

import { formatCents } from '../../config/money'
import { shellVersionAttributes } from '../../contracts/shell-version'
import { isBusiness as isBusinessStore } from '../../config/store'
import { AccountFooter } from '../footer/AccountFooter'
import { Footer } from '../footer/Footer'
import { Header, type HeaderSlots } from '../header/Header'
import { useShellSession } from '../header/useShellSession'
import { BottomBar } from './BottomBar'
import { ConsentPreferencesHost } from '../prompts/ConsentPreferencesHost'
import { CookieNotice } from '../prompts/CookieNotice'
import { AccountMenu } from '../../features/account'
import { ConsentSync } from '../../features/consent'
import * as styles from './Layout.module.css'
import { resolveShellLayout, type ShellLocation } from './layoutRules'
import { menuDepartments, useSliceValue } from './shell-slice-data'
import type { ShellContent } from './types'

/** The footer changes only with the CMS content: not re-rendered when the session or the cart does. */
const StaticFooter = memo(Footer)

const MobileDrawer = lazy(() => import('../menu/MobileDrawer').then((module) => ({ default: module.MobileDrawer })))

/**
 * The shell's parts rendered as Gatsby Slices (decision record 0036): given,
 * they replace the stripe, the desktop menu and the footer rendered from
 * `shell`, the phone's drawer lists the menu slice's departments, and the
 * version is the version slice's.
 */
export interface ShellSlices {
  stripe: ReactNode
  menu: ReactNode
  footer: ReactNode
  version: ReactNode
}

export interface LayoutProps {
  shell: ShellContent
  /** The stripe, menu, footer and version from the shell's slices instead of `shell`. */
  slices?: ShellSlices
  /** The shell content's version, on the root element for the build-hash check (src/contracts/shell-version.ts). */
  contentVersion?: string
  /** The current page address (Gatsby's `location`). */
  location: ShellLocation
  children?: ReactNode
  /** Widgets owned by other parts of the storefront (CEP prompt, search UI, session widgets). */
  headerSlots?: HeaderSlots
  /** Opens the help modal ('Preciso de ajuda'); without it the entry links to /atendimento. */
  onHelp?: () => void
  /** Business (CNPJ) store: business logo in the content, no wishlist, no business-site link. */
  isBusiness?: boolean
}

/** Ends the session with the account client (loaded on demand) and follows the address it returns. */
async function logoutAndLeave(): Promise<void> {
  const { logout } = await import('../../commerce/account')
  window.location.assign(await logout('/'))
}

/**
 * The page shell: header (stripe, club banner, logo, search, actions, desktop
 * menu), the page, the footer (full or account) and, on small screens, the
 * bottom bar and menu drawer. Hidden per the layout rules.
 */
export function Layout({ shell, slices, contentVersion, location, children, headerSlots, onHelp, isBusiness = isBusinessStore() }: LayoutProps) {
  // Static HTML is built without a query string: the query part of the rule (mode=app)
  // applies once mounted, so hydration matches the built page.
  const [search, setSearch] = useState('')
  useEffect(() => setSearch(location.search ?? ''), [location.search])
  const layout = resolveShellLayout({ pathname: location.pathname, search })
  const session = useShellSession()
  const [drawer, setDrawer] = useState<{ open: boolean; department: number | null; account: boolean; mounted: boolean }>({
    open: false,
    department: null,
    account: false,
    mounted: false,
  })
  const openDrawer = useCallback((department: number | null) => setDrawer({ open: true, department, account: false, mounted: true }), [])
  const openAccountPanel = useCallback(() => setDrawer({ open: true, department: null, account: true, mounted: true }), [])
  const closeDrawer = useCallback(() => setDrawer((state) => ({ ...state, open: false, department: null, account: false })), [])
  const onLogout = session.logout ?? (session.isLoggedIn ? () => void logoutAndLeave() : undefined)
  const slicedDepartments = useSliceValue(menuDepartments, shell.menu.departments)
  const departments = slices ? slicedDepartments : shell.menu.departments
  const slots = slices ? { ...headerSlots, stripe: slices.stripe, menu: slices.menu } : headerSlots

  return (
    <div className={styles.shell} data-header={layout.showHeader} {...shellVersionAttributes(contentVersion)}>
      {slices?.version}
      {layout.showHeader && (
        <>
          <a href="#conteudo" className={styles.skip}>
            Pular para o conteúdo
          </a>
          <Header
            logo={shell.logo}
            stripe={shell.stripe}
            menu={shell.menu}
            institutionalLinks={shell.institutionalLinks}
            isBusiness={isBusiness}
            isLoggedIn={session.isLoggedIn}
            firstName={session.firstName}
            postalCode={session.postalCode}
            cashbackBalance={session.cashbackCents === null ? null : formatCents(session.cashbackCents)}
            onOpenCep={session.openCepModal ?? undefined}
            accountMenu={session.hasAccount ? <AccountMenu /> : undefined}
            onOpenAccountPanel={openAccountPanel}
            onOpenMenu={() => openDrawer(null)}
            onLogout={onLogout}
            menuOpen={drawer.open}
            slots={slots}
          />
        </>
      )}
      {/* Fixed at the bottom of the screen, but early in the document: it is painted with the header,
          before the page's images and scripts (on a phone's first visit it is the largest paint). */}
      <CookieNotice />
      <ConsentPreferencesHost />
      <ConsentSync />
      <main id="conteudo" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {layout.footer === 'full' && (slices ? slices.footer : <StaticFooter footer={shell.footer} />)}
      {layout.footer === 'account' && <AccountFooter />}
      {layout.showHeader && (
        <>
          <BottomBar
            pathname={location.pathname}
            onExplore={() => openDrawer(departments.length > 0 ? 0 : null)}
            onMenu={() => openDrawer(null)}
            menuOpen={drawer.open}
          />
          {drawer.mounted && (
            <Suspense fallback={null}>
              <MobileDrawer
                open={drawer.open}
                initialDepartment={drawer.department}
                initialAccount={drawer.account}
                departments={departments}
                institutionalLinks={shell.institutionalLinks}
                isLoggedIn={session.isLoggedIn}
                useSessionPanel={session.hasAccount}
                onClose={closeDrawer}
                onLogout={onLogout}
                onHelp={onHelp}
                businessSite={isBusiness ? null : undefined}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  )
}
