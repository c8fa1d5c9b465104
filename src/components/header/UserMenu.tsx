import { useRef, useState, type ReactNode } from 'react'

import { Icon } from '../icons/Icon'
import { LOGGED_OUT_PROMPT, desktopAccountLinks, loginHref } from './accountLinks'
import * as styles from './HeaderActions.module.css'

export interface UserMenuProps {
  isLoggedIn: boolean
  firstName: string | null
  /** Ends the session (account client's logout); without it 'Sair' is not offered. */
  onLogout?: () => void
  /** The session UI's account menu; replaces the built-in dropdown content when given. */
  dropdownContent?: ReactNode
}

/**
 * The account link's name: the words it shows first (WCAG 2.5.3, label in
 * name: a voice user says what they see), then where it leads.
 */
function userMenuLabel(isLoggedIn: boolean, greeting: string): string {
  return isLoggedIn ? `${greeting} — Minha conta` : 'Entrar ou cadastrar-se'
}

/**
 * User icon with the login/account dropdown, opened on hover (desktop) and on
 * keyboard focus. Touch screens follow the link straight to the account/login.
 */
export function UserMenu({ isLoggedIn, firstName, onLogout, dropdownContent }: UserMenuProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const href = isLoggedIn ? desktopAccountLinks()[0].href : loginHref()
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
      <a href={href} className={styles.iconButton} aria-label={userMenuLabel(isLoggedIn, greeting)} aria-haspopup="true" aria-expanded={open}>
        <Icon name="user" />
        <span className={styles.userText} aria-hidden="true">
          {greeting}
        </span>
      </a>
      <div className={styles.dropdown} hidden={!open} data-testid="user-dropdown">
        {dropdownContent ?? (isLoggedIn ? (
          <ul className={styles.dropdownList}>
            {desktopAccountLinks().map((link) => (
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
            <p className={styles.dropdownText}>{LOGGED_OUT_PROMPT}</p>
            <a href={loginHref()} className={styles.primaryButton}>
              Fazer login
            </a>
          </>
        ))}
      </div>
    </div>
  )
}
