import { useEffect, useRef, type KeyboardEvent } from 'react'

import type { InstitutionalLink, MenuDepartment } from '../../../cms-schemas'
import { storeConfig } from '../../config/store'
import { loginHref } from '../header/accountLinks'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../layout/SmartLink'
import { AccountPanel as SessionAccountPanel } from '../session/AccountMenu'
import { AccountPanel, DepartmentPanel } from './MobilePanels'
import * as styles from './MobileDrawer.module.css'
import { usePanelStack } from './usePanelStack'

export interface MobileDrawerProps {
  open: boolean
  departments: MenuDepartment[]
  institutionalLinks: InstitutionalLink[]
  isLoggedIn: boolean
  /** Opens the drawer straight into this department's panel (bottom bar 'Explorar'). */
  initialDepartment?: number | null
  onClose: () => void
  onLogout?: () => void
  onHelp?: () => void
  /** Show the session UI's account panel (needs its AccountProvider) inside the 'Minha conta' panel. */
  useSessionPanel?: boolean
  /** Business mode hides the business-site link of 'Acesso Rápido'. */
  businessSite?: string | null
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The mobile menu drawer: 'Minha conta' / 'Entre ou cadastre-se', one nested
 * panel per department, and the 'Acesso Rápido' links.
 */
export function MobileDrawer({
  open,
  departments,
  institutionalLinks,
  isLoggedIn,
  initialDepartment = null,
  onClose,
  onLogout,
  onHelp,
  useSessionPanel = false,
  businessSite = storeConfig.addresses.businessSite,
}: MobileDrawerProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const { panels, push, pop, closeAll } = usePanelStack()
  const topOpen = [...panels].reverse().find((panel) => panel.state === 'open')

  useEffect(() => {
    if (!open) return undefined
    const previous = document.activeElement as HTMLElement | null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      document.body.style.overflow = overflow
      previous?.focus?.()
    }
  }, [open])

  useEffect(() => {
    if (open && initialDepartment !== null) push('department', initialDepartment)
    if (!open) closeAll()
    // Only when the drawer opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialDepartment])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      if (topOpen) pop()
      else onClose()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const scope = dialog.current.querySelector<HTMLElement>('[data-panel-state="open"]:last-of-type') ?? dialog.current
    const focusable = Array.from(scope.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null)
    if (focusable.length === 0) return
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className={styles.root} data-open={open}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={dialog}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
        data-testid="mobile-drawer"
      >
        <div className={styles.top}>
          <span className={styles.topTitle}>Menu</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar menu" data-autofocus>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.scroll} data-covered={topOpen !== undefined}>
          {isLoggedIn ? (
            <button type="button" className={styles.account} onClick={() => push('account')}>
              <Icon name="user" />
              <span>Minha conta</span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </button>
          ) : (
            <a href={loginHref()} className={styles.account}>
              <Icon name="user" />
              <span>Entre ou cadastre-se</span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </a>
          )}
          <nav aria-label="Departamentos">
            <ul className={styles.departments}>
              {departments.map((department, index) => (
                <li key={department.title}>
                  {department.categories.length > 0 ? (
                    <button
                      type="button"
                      className={styles.department}
                      data-sale={/^(outlet|liquida)/i.test(department.title) || undefined}
                      onClick={() => push('department', index)}
                    >
                      {department.appIcon && <img src={department.appIcon} alt="" width={28} height={28} loading="lazy" />}
                      <span>{department.title}</span>
                      <Icon name="chevronRight" size={18} className={styles.chevron} />
                    </button>
                  ) : (
                    <SmartLink href={department.url} className={styles.department}>
                      {department.appIcon && <img src={department.appIcon} alt="" width={28} height={28} loading="lazy" />}
                      <span>{department.title}</span>
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.quickAccess} aria-labelledby="acesso-rapido">
            <h2 id="acesso-rapido" className={styles.quickTitle}>
              Acesso Rápido
            </h2>
            <ul>
              {institutionalLinks.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href} newTab={link.target === '_blank'}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
              {businessSite && !institutionalLinks.some((link) => link.href === businessSite) && (
                <li>
                  <SmartLink href={businessSite} data-testid="business-site-link">
                    Arena Empresas
                  </SmartLink>
                </li>
              )}
            </ul>
          </section>
        </div>
        {panels.map((panel) =>
          panel.kind === 'account' ? (
            <AccountPanel
              key={panel.id}
              state={panel.state}
              onBack={pop}
              onLogout={onLogout}
              onHelp={onHelp}
              content={useSessionPanel ? <SessionAccountPanel /> : undefined}
            />
          ) : (
            <DepartmentPanel key={panel.id} state={panel.state} department={departments[panel.index]} onBack={pop} />
          ),
        )}
      </div>
    </div>
  )
}
