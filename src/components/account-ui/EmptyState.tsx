import * as styles from './AccountPages.module.css'

export interface EmptyStateProps {
  title: string
  text: string
  action?: { label: string; href: string }
}

/** What an account section shows when it has nothing to list (or could not load it). */
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
