import { useState, type FormEvent } from 'react'

import { CommerceHttpError } from '../../commerce/http'
import { placementApi, type PlacementApi } from '../../commerce/placement'
import type { AccountOrder } from '../../contracts/orders'
import { useAccount } from '../session/AccountProvider'
import { Button } from '../ui/Button'
import { OrderView } from './OrderDetail'
import * as styles from './Orders.module.css'

const NOT_FOUND = 'Não encontramos um pedido com este número e e-mail. Confira os dados.'

/** For whoever bought without an account: an order found by its number and the buyer's e-mail. */
export function GuestOrderLookup({ api = placementApi }: { api?: Pick<PlacementApi, 'lookupOrder' | 'cancelOrder'> }) {
  const [orderId, setOrderId] = useState('')
  const [email, setEmail] = useState('')
  const [order, setOrder] = useState<AccountOrder | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      setOrder(await api.lookupOrder(orderId.trim(), email.trim()))
    } catch (failure) {
      setOrder(null)
      // A refused form (400) and too many look-ups (429) say why; anything else is "not found".
      setError(failure instanceof CommerceHttpError && (failure.status === 400 || failure.status === 429) ? failure.message : NOT_FOUND)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.lookup} aria-labelledby="consulta-titulo" data-testid="guest-order-lookup">
      <h2 id="consulta-titulo" className={styles.orderTitle}>
        Comprou sem cadastro? Consulte seu pedido
      </h2>
      <form onSubmit={(event) => void submit(event)} className={styles.lookupForm}>
        <label>
          Número do pedido
          <input value={orderId} onChange={(event) => setOrderId(event.target.value)} placeholder="1234567890123-01" autoComplete="off" required />
        </label>
        <label>
          E-mail usado na compra
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" required />
        </label>
        {error && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          Consultar pedido
        </Button>
      </form>
      {order && <OrderView order={order} onCancel={async () => setOrder(await api.cancelOrder(order.orderId, email.trim()))} />}
    </section>
  )
}

/** The look-up, for visitors only (a logged-in member sees their orders instead). */
export function VisitorOrderLookup() {
  const { state } = useAccount()
  return state.status === 'anonymous' ? <GuestOrderLookup /> : null
}
