import { Icon } from '../icons/Icon'
import * as styles from './HeaderActions.module.css'

export interface CepSlotProps {
  /** Postal code stored in the session, when there is one. */
  postalCode: string | null
  /** Opens the CEP prompt (owned by the prompts UI); without it the button does nothing but show the CEP. */
  onOpen?: () => void
}

/** Delivery/CEP widget placeholder: shows the stored CEP or invites the shopper to give one. */
export function CepSlot({ postalCode, onOpen }: CepSlotProps) {
  return (
    <button type="button" className={styles.cep} onClick={onOpen}>
      <Icon name="pin" size={20} />
      <span className={styles.cepText}>
        {postalCode ? (
          <>
            <span className={styles.cepHint}>Entregar em</span> <strong>{postalCode}</strong>
          </>
        ) : (
          'Informe seu CEP'
        )}
      </span>
    </button>
  )
}
