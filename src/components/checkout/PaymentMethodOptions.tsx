import { PAYMENT_ICON_HEIGHT, PAYMENT_ICON_WIDTH, PAYMENT_METHODS, systemIdsOf, type PaymentMethod } from '../../config/payment-methods'
import type { PaymentSystem } from '../../contracts/payment'
import * as styles from './Checkout.module.css'

interface PaymentMethodOptionsProps {
  /** The order form's payment systems (their descriptions are the platform's). */
  paymentSystems: readonly PaymentSystem[] | undefined
  /** The method of the payment chosen, if any. */
  chosen: PaymentMethod | undefined
  /** The card brand of the number typed so far, chosen with the card method. */
  cardSystemId: number | undefined
  disabled: boolean
  /** Chooses a payment system (at 1x). */
  onChoose: (paymentSystem: number) => void
}

/** "Como você quer pagar?": the registry's methods in its order, each with its badge and description. */
export function PaymentMethodOptions({ paymentSystems, chosen, cardSystemId, disabled, onChoose }: PaymentMethodOptionsProps) {
  return (
    <fieldset className={`${styles.card} ${styles.options}`} data-testid="payment-methods">
      <legend>Como você quer pagar?</legend>
      {PAYMENT_METHODS.map((option) => {
        const systems = systemIdsOf(option)
        const system = paymentSystems?.find((candidate) => systems.includes(candidate.id))
        return (
          <label key={option.key} className={styles.option}>
            <input
              type="radio"
              name="forma-de-pagamento"
              value={option.key}
              checked={chosen?.key === option.key}
              onChange={() => onChoose(option.kind === 'card' ? (cardSystemId ?? systems[0]) : option.id)}
              disabled={disabled}
            />
            <span className={styles.optionName}>{option.label}</span>
            <img src={option.icon} alt="" width={PAYMENT_ICON_WIDTH} height={PAYMENT_ICON_HEIGHT} />
            {system && <p className={styles.optionDetail}>{option.kind === 'card' ? option.description : system.description}</p>}
          </label>
        )
      })}
    </fieldset>
  )
}
