import type { ReactNode } from 'react'

import { ChatWidget } from '../../../components/content/ChatWidget'
import { accountMenu } from './registry'
import { LogoutButton } from '../../../components/session/LoginLink'
import { RequireLogin } from '../../../components/session/RequireLogin'
import type { RequireLoginProps } from '../../../components/session/RequireLogin'
import * as styles from '../../../components/account-ui/AccountPages.module.css'

export interface AccountFrameProps {
  /** Address of the current section (highlighted in the navigation). */
  current: string
  title: string
  children: RequireLoginProps['children']
}

function Navigation({ current }: { current: string }) {
  return (
    <nav className={styles.nav} aria-label="Seções da conta">
      <ul>
        {accountMenu('section').map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.navLink} aria-current={link.href === current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <LogoutButton className={styles.navLink} />
        </li>
      </ul>
    </nav>
  )
}

/** An account page: login required, the sections' navigation and the page's content. */
export function AccountFrame({ current, title, children }: AccountFrameProps) {
  return (
    <main className={styles.page}>
      <RequireLogin>
        {(account) => (
          <div className={styles.frame}>
            <Navigation current={current} />
            <section className={styles.content} aria-labelledby="account-title">
              <h1 id="account-title" className={styles.heading}>
                {title}
              </h1>
              {children(account) as ReactNode}
            </section>
          </div>
        )}
      </RequireLogin>
      <ChatWidget />
    </main>
  )
}
