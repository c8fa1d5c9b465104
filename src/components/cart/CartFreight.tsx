import { useState, type FormEvent } from 'react'

import { formatCents } from '../../config/money'
import { CEP_NOT_FOUND_MESSAGE } from '../../contracts/address'
import { formatCep, isCompleteCep, normalizeCep } from '../../lib/cep'
import { useCart } from '../../sdk/cart'
import { useToast } from '../../sdk/toast'
import * as styles from './Cart.module.css'

interface Sla {
  id: string
  name: string
  price: number
  shippingEstimate: string
}

const days = (estimate: string): string => {
  const n = Number.parseInt(estimate, 10)
  return Number.isFinite(n) ? (n === 1 ? '1 dia útil' : `${n} dias úteis`) : estimate
}

/** Freight by CEP on the cart: sets the shipping data and lists the options of the first item. */
export function CartFreight() {
  const cart = useCart()
  const { pushToast } = useToast()
  const address = cart.orderForm?.shippingData?.address ?? null
  const [cep, setCep] = useState(normalizeCep(address?.postalCode) ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isCompleteCep(cep)) return
    void cart.setShippingData({ cep }).catch((error: unknown) => {
      console.error('shipping data failed', error)
      pushToast({ text: CEP_NOT_FOUND_MESSAGE, variant: 'error' })
    })
  }
  const info = cart.orderForm?.shippingData?.logisticsInfo?.[0]
  const slas = (Array.isArray(info?.slas) ? info.slas : []) as Sla[]
  return (
    <div className={styles.freight} data-testid="cart-freight">
      <form className={styles.inlineForm} onSubmit={submit}>
        <label htmlFor="cart-cep" className={styles.label}>
          Calcular frete
        </label>
        <div className={styles.inline}>
          <input
            id="cart-cep"
            className={styles.input}
            inputMode="numeric"
            placeholder="00000-000"
            maxLength={9}
            value={cep}
            onChange={(e) => setCep(formatCep(e.target.value))}
          />
          <button type="submit" className={styles.secondaryButton} disabled={!isCompleteCep(cep)}>
            Calcular
          </button>
        </div>
      </form>
      {address?.state && (
        <p className={styles.muted}>
          Entrega em {address.street ? `${address.street}, ` : ''}
          {address.city ? `${address.city}/${address.state}` : address.state}
        </p>
      )}
      {slas.length > 0 && (
        <ul className={styles.slaList}>
          {slas.map((sla) => (
            <li key={sla.id} data-selected={sla.id === info?.selectedSla}>
              <span>
                {sla.name} · {days(sla.shippingEstimate)}
              </span>
              <span>{sla.price === 0 ? 'Grátis' : formatCents(sla.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
