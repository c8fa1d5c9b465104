import type { ClubStatus } from '../contract'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { formatDate } from '../../../components/account-ui/format'

/** The membership of a club member: card number and since when. */
export function ClubCard({ status }: { status: ClubStatus }) {
  return (
    <article className={styles.card} data-testid="club-membership">
      <h2 className={styles.cardTitle}>
        Você faz parte do Clube Arena<span className={styles.badge}>Membro</span>
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Cartão do Clube</dt>
          <dd data-testid="club-card-number">{status.cardNumber}</dd>
        </div>
        <div>
          <dt>Membro desde</dt>
          <dd>{formatDate(status.joinedAt)}</dd>
        </div>
      </dl>
      <a className={styles.cardLink} href="/cashback">
        Ver meu cashback
      </a>
    </article>
  )
}
