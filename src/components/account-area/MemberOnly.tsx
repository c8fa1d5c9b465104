import { useEffect, type ReactNode } from 'react'

import type { UserProfileResponse } from '../../commerce/account'
import { useAccount } from '../session/AccountProvider'
import { loginUrlReturningTo } from '../session/login'
import * as styles from '../account-ui/AccountPages.module.css'
import { LinkButton } from '../ui/Button'

export interface MemberOnlyProps {
  /** The page to come back to after the login. */
  returnPath: string
  /** What a visitor reads above the login button. */
  invitation: string
  /** Send visitors to the login page at once (the link stays as a fallback). */
  redirect?: boolean
  /** Full navigation (replaced in tests). */
  navigate?: (to: string) => void
  children: (account: { profile: UserProfileResponse; cashback: number }) => ReactNode
}

/** A part of a public page for members: visitors get a login link that brings them back here. */
const assignLocation = (to: string) => window.location.assign(to)

export function MemberOnly({ returnPath, invitation, redirect = false, navigate = assignLocation, children }: MemberOnlyProps) {
  const { state } = useAccount()
  const anonymous = state.status === 'anonymous'
  useEffect(() => {
    if (redirect && anonymous) navigate(loginUrlReturningTo(returnPath))
  }, [redirect, anonymous, navigate, returnPath])
  if (state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        Carregando sua conta…
      </p>
    )
  }
  if (state.status === 'anonymous') {
    return (
      <div className={styles.card} data-testid="member-only-login">
        <p className={styles.lead}>{invitation}</p>
        <div>
          <LinkButton href={loginUrlReturningTo(returnPath)}>Entrar ou criar conta</LinkButton>
        </div>
      </div>
    )
  }
  return <>{children({ profile: state.profile, cashback: state.cashback })}</>
}
