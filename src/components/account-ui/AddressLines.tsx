import type { MemberAddress } from '../../contracts/session'
import * as styles from './AccountPages.module.css'

/** A member's address as the account pages show it: its name (and the favourite's badge), street, district, city/state, CEP and, when asked, who receives. */
export function AddressLines({ address, withRecipient = false }: { address: MemberAddress; withRecipient?: boolean }) {
  return (
    <address className={styles.address}>
      <strong>
        {address.title}
        {address.is_favorite && <span className={styles.badge}>Favorito</span>}
      </strong>
      <span>
        {address.street}
        {address.complement ? `, ${address.complement}` : ''}
      </span>
      <span>
        {address.administrative_divisions.district} · {address.locality}/{address.administrative_divisions.province}
      </span>
      <span>CEP {address.postal_code}</span>
      {withRecipient && (
        <span>
          Recebe: {address.firstname} {address.lastname}
        </span>
      )}
    </address>
  )
}
