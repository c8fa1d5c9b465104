import { AccountMenu, AccountPanel } from '../AccountMenu'
import * as styles from '../AccountPages.module.css'

/** Both account menus side by side (desktop dropdown content and the mobile panel). */
export function AccountMenusPreview() {
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>Menus da conta</h1>
      <div className={styles.grid}>
        <section aria-labelledby="desktop-menu-title">
          <h2 id="desktop-menu-title" className={styles.cardTitle}>
            Menu (desktop)
          </h2>
          <AccountMenu />
        </section>
        <section aria-labelledby="mobile-panel-title">
          <h2 id="mobile-panel-title" className={styles.cardTitle}>
            Painel (celular)
          </h2>
          <AccountPanel />
        </section>
      </div>
    </main>
  )
}
