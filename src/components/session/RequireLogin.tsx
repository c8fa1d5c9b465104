import type { ReactNode } from 'react'

import type { UserProfileResponse } from '../../commerce/account'
import { useAccount } from './AccountProvider'
import { LoginLink } from './LoginLink'
import { LOGGED_OUT_MESSAGE } from './login'
import * as styles from '../account-ui/AccountPages.module.css'

export interface RequireLoginProps {
  /** Rendered for a logged-in user with the profile and cashback (cents). */
  children: (account: { profile: UserProfileResponse; cashback: number }) => ReactNode
}

/** Account pages need login: visitors see the login invitation instead of the page. */
export function RequireLogin({ children }: RequireLoginProps) {
  const { state } = useAccount()
  if (state.status === 'loading') {
    return (
      <p className={styles.loading} role="status" aria-live="polite">
        Carregando sua conta…
      </p>
    )
  }
  if (state.status === 'anonymous') {
    return (
      <section className={styles.loginRequired} data-testid="account-login-required" aria-labelledby="login-required-title">
        <h1 id="login-required-title" className={styles.heading}>
          Minha conta
        </h1>
        <p className={styles.lead}>{LOGGED_OUT_MESSAGE}</p>
        <LoginLink />
      </section>
    )
  }
  return <>{children({ profile: state.profile, cashback: state.cashback })}</>
}
