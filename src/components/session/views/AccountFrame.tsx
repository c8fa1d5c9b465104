import type { ReactNode } from 'react'

import { ChatWidget } from '../../content/ChatWidget'
import { accountSectionMenu } from '../account-links'
import { LogoutButton } from '../LoginLink'
import { RequireLogin } from '../RequireLogin'
import type { RequireLoginProps } from '../RequireLogin'
import * as styles from '../AccountPages.module.css'

export interface AccountFrameProps {
  /** Path of the current section (highlights it in the navigation). */
  current: string
  title: string
  children: RequireLoginProps['children']
}

function Navigation({ current }: { current: string }) {
  return (
    <nav className={styles.nav} aria-label="Seções da conta">
      <ul>
        {accountSectionMenu().map((link) => (
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

export interface EmptyStateProps {
  title: string
  text: string
  action?: { label: string; href: string }
}

/** What a section shows when it has nothing to list. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid="account-empty">
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.lead}>{text}</p>
      {action && (
        <a className={styles.emptyAction} href={action.href}>
          {action.label}
        </a>
      )}
    </div>
  )
}
