import { openConsentPreferences } from '../../sdk/consent'
import { Icon } from '../icons/Icon'
import { SmartLink } from '../ui/SmartLink'
import * as styles from './Footer.module.css'
import { SecuritySeals } from './SecuritySeals'

/** The simple secure-purchase footer of the account pages, instead of the full footer. */
export function AccountFooter() {
  return (
    <footer className={styles.accountFooter} data-testid="account-footer">
      <div className={`${styles.inner} ${styles.accountGrid}`}>
        <div className={styles.accountHelp}>
          <Icon name="chat" size={28} />
          <div>
            <h2 className={styles.accountTitle}>Ficou com alguma dúvida?</h2>
            <SmartLink href="/atendimento" className={styles.accountLink}>
              Fale conosco
            </SmartLink>{' '}
            ·{' '}
            <button type="button" className={`${styles.accountLink} ${styles.cookiePreferences}`} onClick={() => openConsentPreferences()} data-testid="footer-cookie-preferences">
              Preferências de cookies
            </button>
          </div>
        </div>
        <div className={styles.accountSecure}>
          <Icon name="shield" size={28} />
          <p>
            <strong>Transação segura</strong> / Contra fraudes
          </p>
        </div>
        <SecuritySeals tone="light" />
      </div>
    </footer>
  )
}
