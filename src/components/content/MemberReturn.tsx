import { useEffect, useState } from 'react'

import { useAccount } from '../session/AccountProvider'
import { accountPageHref } from '../../features/account'
import { LoginLink } from '../session/LoginLink'
import { clearCachedProfile } from '../../sdk/storage/profileCache'
import * as styles from './Content.module.css'

/** A same-site path from a returnUrl parameter, or null (absolute, protocol-relative or odd addresses are refused). */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return /^[\w\-./?=&#%~+]*$/.test(value) ? value : null
}

export interface MemberReturnProps {
  mode: 'authorize' | 'update'
  /** Full navigation (replaced in tests). */
  navigate?: (to: string) => void
}

const replaceLocation = (to: string) => window.location.replace(to)

/**
 * The member pages the login service returns to: /member/authorize sends a
 * logged-in member on to the returnUrl (the account by default); /member/update
 * drops the cached profile so the account shows the updated data. Visitors
 * (the login did not complete) are invited to log in again.
 */
export function MemberReturn({ mode, navigate = replaceLocation }: MemberReturnProps) {
  const { state } = useAccount()
  const [target, setTarget] = useState<string | null>(null)

  useEffect(() => {
    if (state.status !== 'authenticated') return
    const requested = safeReturnPath(new URLSearchParams(window.location.search).get('returnUrl'))
    const to = mode === 'update' ? accountPageHref('profile') : (requested ?? accountPageHref('home'))
    if (mode === 'update') clearCachedProfile()
    setTarget(to)
    navigate(to)
  }, [state.status, mode, navigate])

  if (state.status === 'anonymous') {
    return (
      <div className={styles.memberBox} data-testid="member-login">
        <p>Não foi possível confirmar o seu acesso. A sessão pode ter expirado: entre novamente para continuar.</p>
        <LoginLink />
      </div>
    )
  }
  return (
    <p className={styles.memberBox} role="status" aria-live="polite">
      {target ? (
        <>
          Tudo certo! Se não for redirecionado, <a href={target}>continue por aqui</a>.
        </>
      ) : (
        'Confirmando o seu acesso…'
      )}
    </p>
  )
}
