import { useState, type ReactNode } from 'react'

import { useAccount } from '../../../components/session/AccountProvider'
import { LOGGED_OUT_MESSAGE } from '../../../components/session/login'
import type { AccountLink } from './account-page'
import { accountMenu } from './registry'
import { Cashback } from '../../cashback'
import { HelpModal } from './HelpModal'
import { LoginLink, LogoutButton } from '../../../components/session/LoginLink'
import * as styles from './AccountMenu.module.css'

function greetingOf(givenName: string | null | undefined): string {
  return givenName ? `Olá, ${givenName}` : 'Olá!'
}

function CashbackLine() {
  return (
    <p className={styles.cashback}>
      <span>Seu cashback</span>
      <Cashback className={styles.cashbackValue} />
    </p>
  )
}

/** A logged-in member's greeting, cashback and links, then `children` (extra items) and Sair. */
function MemberLinks({ givenName, links, children }: { givenName: string | null | undefined; links: readonly AccountLink[]; children?: ReactNode }) {
  return (
    <>
      <p className={styles.greeting}>{greetingOf(givenName)}</p>
      <CashbackLine />
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <a className={styles.item} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        {children}
        <li>
          <LogoutButton className={styles.item} />
        </li>
      </ul>
    </>
  )
}

function LoggedOut() {
  return (
    <div className={styles.loggedOut} data-testid="account-logged-out">
      <p className={styles.message}>{LOGGED_OUT_MESSAGE}</p>
      <CashbackLine />
      <LoginLink block />
    </div>
  )
}

export interface AccountMenuProps {
  className?: string
}

/**
 * Desktop account dropdown content: logged in, Minha
 * conta, Meus pedidos, Trocas e devoluções, Clube and Sair; logged out, the
 * login invitation with the masked cashback.
 */
export function AccountMenu({ className }: AccountMenuProps) {
  const { state } = useAccount()
  if (state.status === 'loading') return <div className={`${styles.menu} ${className ?? ''}`} aria-busy="true" />
  return (
    <nav className={`${styles.menu} ${className ?? ''}`} aria-label="Minha conta" data-testid="account-menu">
      {state.status === 'authenticated' ? (
        <MemberLinks givenName={state.profile.getUserProfile.claims.given_name} links={accountMenu('desktop')} />
      ) : (
        <LoggedOut />
      )}
    </nav>
  )
}

export interface AccountPanelProps {
  className?: string
}

/**
 * Mobile account panel: Home, Minhas compras, Meus
 * favoritos, Cartão Presente, Trocas e devoluções, Gerenciar perfil, Clube,
 * Preciso de ajuda (help modal) and Sair; the login invitation when logged out.
 */
export function AccountPanel({ className }: AccountPanelProps) {
  const { state } = useAccount()
  const [helpOpen, setHelpOpen] = useState(false)
  if (state.status === 'loading') return <div className={`${styles.panel} ${className ?? ''}`} aria-busy="true" />
  return (
    <nav className={`${styles.panel} ${className ?? ''}`} aria-label="Minha conta" data-testid="account-panel">
      {state.status === 'authenticated' ? (
        <>
          <MemberLinks givenName={state.profile.getUserProfile.claims.given_name} links={accountMenu('mobile')}>
            <li>
              <button type="button" className={styles.item} onClick={() => setHelpOpen(true)}>
                Preciso de ajuda
              </button>
            </li>
          </MemberLinks>
          <HelpModal isOpen={helpOpen} onClose={() => setHelpOpen(false)} />
        </>
      ) : (
        <LoggedOut />
      )}
    </nav>
  )
}
