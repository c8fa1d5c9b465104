import { useEffect } from 'react'

import type { InstitutionalLink, MenuDepartment } from '../../../cms-schemas'
import { storeConfig } from '../../config/store'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import { AccountPanel as SessionAccountPanel } from '../../features/account'
import { Dialog } from '../ui/Dialog'
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
  /** Opens the drawer straight into the account panel (the header's user icon on a phone). */
  initialAccount?: boolean
  onClose: () => void
  onLogout?: () => void
  onHelp?: () => void
  /** Show the session UI's account panel (needs its AccountProvider) inside the 'Minha conta' panel. */
  useSessionPanel?: boolean
  /** Business mode hides the business-site link of 'Acesso Rápido'. */
  businessSite?: string | null
}

/**
 * The mobile menu drawer: 'Minha conta' / 'Entre ou cadastre-se', one nested
 * panel per department, and the 'Acesso Rápido' links. A modal dialog (the
 * page behind is inert, focus stays inside); Escape closes the open panel
 * first, then the drawer.
 */
export function MobileDrawer({
  open,
  departments,
  institutionalLinks,
  isLoggedIn,
  initialDepartment = null,
  initialAccount = false,
  onClose,
  onLogout,
  onHelp,
  useSessionPanel = false,
  businessSite = storeConfig.addresses.businessSite,
}: MobileDrawerProps) {
  const { panels, push, pop, closeAll } = usePanelStack()
  const topOpen = [...panels].reverse().find((panel) => panel.state === 'open')

  useEffect(() => {
    if (open && initialAccount) push('account')
    else if (open && initialDepartment !== null) push('department', initialDepartment)
    if (!open) closeAll()
    // Only when the drawer opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialDepartment, initialAccount])

  const onDialogClose = (reason: 'escape' | 'outside' | 'button') => {
    if (reason === 'escape' && topOpen) pop()
    else onClose()
  }

  return (
    <Dialog open={open} onClose={onDialogClose} label="Menu" testId="mobile-drawer" className={styles.drawer} initialFocus="[data-autofocus]">
        <div className={styles.top}>
          <span className={styles.topTitle}>Menu</span>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar menu" data-autofocus>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.scroll} data-covered={topOpen !== undefined}>
          <button type="button" className={styles.account} onClick={() => push('account')}>
            <Icon name="user" />
            <span>{isLoggedIn ? 'Minha conta' : 'Entre ou cadastre-se'}</span>
            <Icon name="chevronRight" size={18} className={styles.chevron} />
          </button>
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
              isLoggedIn={isLoggedIn}
              onBack={pop}
              onLogout={onLogout}
              onHelp={onHelp}
              content={useSessionPanel ? <SessionAccountPanel /> : undefined}
            />
          ) : (
            <DepartmentPanel key={panel.id} state={panel.state} department={departments[panel.index]} onBack={pop} />
          ),
        )}
    </Dialog>
  )
}
