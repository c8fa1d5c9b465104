import { formatCents } from '../../../config/money'
import { ClubStatusPanel } from '../../club'
import { ordersHref } from '../../../components/account-ui/order-paths'
import type { AccountViewProps } from './account-page'
import { accountPageHref } from './registry'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { formatPhone } from '../../../components/account-ui/format'

/** /account: greeting, cashback, contact data, favourite address and shortcuts. */
export function AccountHome({ account: { profile, cashback } }: AccountViewProps) {
  const { claims } = profile.getUserProfile
  const favourite = profile.getAddresses.find((address) => address.is_favorite) ?? null
  return (
    <div className={styles.grid} data-testid="account-home">
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Olá, {claims.given_name}!</h2>
        <p className={styles.lead}>{claims.email}</p>
        <p className={styles.lead}>{formatPhone(claims.phone_number)}</p>
        <a className={styles.cardLink} href={accountPageHref('profile')}>
          Gerenciar perfil
        </a>
      </article>
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Seu cashback</h2>
        <p className={styles.amount} data-testid="account-cashback">
          {formatCents(cashback)}
        </p>
        <a className={styles.cardLink} href={accountPageHref('cashback')}>
          Ver extrato
        </a>
        <a className={styles.cardLink} href="/cashback">
          Como funciona o cashback
        </a>
      </article>
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Endereço favorito</h2>
        {favourite ? (
          <address className={styles.address}>
            <strong>{favourite.title}</strong>
            <span>
              {favourite.street}
              {favourite.complement ? `, ${favourite.complement}` : ''}
            </span>
            <span>
              {favourite.administrative_divisions.district} · {favourite.locality}/{favourite.administrative_divisions.province}
            </span>
            <span>CEP {favourite.postal_code}</span>
          </address>
        ) : (
          <p className={styles.lead}>Você ainda não escolheu um endereço favorito.</p>
        )}
      </article>
      <ClubStatusPanel returnPath={accountPageHref('home')} />
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Pedidos e trocas</h2>
        <p className={styles.lead}>Acompanhe suas compras e solicitações de troca ou devolução.</p>
        <a className={styles.cardLink} href={ordersHref()}>
          Meus pedidos
        </a>
        <a className={styles.cardLink} href={accountPageHref('exchanges')}>
          Trocas e devoluções
        </a>
      </article>
    </div>
  )
}
