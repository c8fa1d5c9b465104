import { useState, type FormEvent } from 'react'

import { useCart } from '../../sdk/cart'
import * as styles from './Cart.module.css'

/** Coupon entry; an unknown coupon comes back as a cart message (toast). */
export function CouponForm() {
  const cart = useCart()
  const current = cart.orderForm?.marketingData?.coupon ?? null
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const coupon = text.trim()
    if (!coupon) return
    void cart.addCoupon(coupon).then(
      () => setText(''),
      (error: unknown) => console.error('coupon failed', error),
    )
  }
  return (
    <form className={styles.inlineForm} onSubmit={submit} aria-label="Cupom de desconto">
      <label htmlFor="cart-coupon" className={styles.label}>
        Cupom de desconto
      </label>
      <div className={styles.inline}>
        <input id="cart-coupon" className={styles.input} value={text} onChange={(e) => setText(e.target.value)} placeholder="Digite seu cupom" />
        <button type="submit" className={styles.secondaryButton}>
          Aplicar
        </button>
      </div>
      {current && (
        <p className={styles.muted}>
          Cupom aplicado: <strong>{current}</strong>{' '}
          <button type="button" className={styles.remove} onClick={() => void cart.addCoupon('').catch(() => undefined)}>
            Remover
          </button>
        </p>
      )}
    </form>
  )
}
