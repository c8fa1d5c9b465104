import type { GiftCardData } from '../../lib/product/gift-card'
import * as styles from './Product.module.css'

export interface GiftCardFormProps {
  value: GiftCardData
  onChange: (value: GiftCardData) => void
  errors: Partial<Record<keyof GiftCardData, string>>
}

const MESSAGE_MAX = 200

/** The gift card's custom data: recipient name, e-mail and message (face image and value come from the chosen SKU). */
export function GiftCardForm({ value, onChange, errors }: GiftCardFormProps) {
  const set = (field: keyof GiftCardData) => (event: { target: { value: string } }) => onChange({ ...value, [field]: event.target.value })
  return (
    <fieldset className={styles.giftCard} data-testid="gift-card-form">
      <legend className={styles.variationLabel}>Para quem é o presente?</legend>
      <label className={styles.field}>
        <span>Nome de quem vai receber</span>
        <input className={styles.input} value={value.name} onChange={set('name')} autoComplete="off" aria-invalid={Boolean(errors.name) || undefined} />
        {errors.name && <span className={styles.fieldError}>{errors.name}</span>}
      </label>
      <label className={styles.field}>
        <span>E-mail de quem vai receber</span>
        <input
          className={styles.input}
          type="email"
          value={value.email}
          onChange={set('email')}
          autoComplete="off"
          aria-invalid={Boolean(errors.email) || undefined}
        />
        {errors.email && <span className={styles.fieldError}>{errors.email}</span>}
      </label>
      <label className={styles.field}>
        <span>Mensagem (opcional)</span>
        <textarea className={styles.input} rows={3} maxLength={MESSAGE_MAX} value={value.message} onChange={set('message')} />
      </label>
    </fieldset>
  )
}
