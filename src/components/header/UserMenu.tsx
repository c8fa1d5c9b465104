import { useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { MOBILE_BREAKPOINT_PX } from '../../config/constants'
import { accountMenu } from '../../features/account'
import { Icon } from '../icons/Icon'
import { LOGGED_OUT_MESSAGE, loginUrl } from '../session/login'
import * as styles from './HeaderActions.module.css'

export interface UserMenuProps {
  isLoggedIn: boolean
  firstName: string | null
  /** Ends the session (account client's logout); without it 'Sair' is not offered. */
  onLogout?: () => void
  /** The session UI's account menu; replaces the built-in dropdown content when given. */
  dropdownContent?: ReactNode
  /** On a phone, opens the mobile account panel (with its login invitation when logged out) instead of following the link. */
  onOpenAccountPanel?: () => void
}

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`
const isPhone = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches

/**
 * The account link's name: the words it shows first (WCAG 2.5.3, label in
 * name: a voice user says what they see), then where it leads.
 */
function userMenuLabel(isLoggedIn: boolean, greeting: string): string {
  return isLoggedIn ? `${greeting} — Minha conta` : 'Entrar ou cadastrar-se'
}

/**
 * User icon with the login/account dropdown, opened on hover (desktop) and on
 * keyboard focus. On a phone it opens the mobile account panel (the menu
 * drawer's, with the login invitation when logged out); elsewhere a tap
 * follows the link to the account or the login.
 */
export function UserMenu({ isLoggedIn, firstName, onLogout, dropdownContent, onOpenAccountPanel }: UserMenuProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const desktopLinks = accountMenu('desktop')
  const href = isLoggedIn ? desktopLinks[0].href : loginUrl()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenAccountPanel || !isPhone()) return
    event.preventDefault()
    onOpenAccountPanel()
  }
  const greeting = isLoggedIn ? `Olá, ${firstName ?? 'cliente'}` : 'Entrar'

  return (
    <div
      ref={wrapper}
      className={styles.userMenu}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <a href={href} onClick={onClick} className={styles.iconButton} aria-label={userMenuLabel(isLoggedIn, greeting)} aria-haspopup="true" aria-expanded={open}>
        <Icon name="user" />
        <span className={styles.userText} aria-hidden="true">
          {greeting}
        </span>
      </a>
      <div className={styles.dropdown} hidden={!open} data-testid="user-dropdown">
        {dropdownContent ?? (isLoggedIn ? (
          <ul className={styles.dropdownList}>
            {desktopLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            {onLogout && (
              <li>
                <button type="button" onClick={onLogout}>
                  Sair
                </button>
              </li>
            )}
          </ul>
        ) : (
          <>
            <p className={styles.dropdownText}>{LOGGED_OUT_MESSAGE}</p>
            <a href={loginUrl()} className={styles.primaryButton}>
              Fazer login
            </a>
          </>
        ))}
      </div>
    </div>
  )
}
