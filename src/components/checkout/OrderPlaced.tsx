import { useEffect, useRef, useState } from 'react'
import { Link } from 'gatsby'

import { placementApi } from '../../commerce/placement'
import { formatCents } from '../../config/money'
import type { AccountOrder } from '../../contracts/orders'
import { useCart } from '../../sdk/cart'
import { getSessionStorage, readRaw, writeRaw } from '../../sdk/storage/browserStorage'
import { formatShippingEstimate } from '../account-ui/order-format'
import { useRemote } from '../account-ui/useRemote'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { ordersHref } from '../account-ui/order-paths'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { messageOf } from './errors'
import { PaymentInstructions, preloadPayLaterInstructions } from './PaymentInstructions'
import * as styles from './Checkout.module.css'
import { ProductImage } from '../product-image'

/** Session-storage key marking an order group's purchase event as sent (a reload sends none). */
export const purchaseTrackedKey = (orderGroup: string): string => `purchaseTracked::${orderGroup}`

export function OrderDelivery({ order }: { order: AccountOrder }) {
  const shipping = order.shippingData
  if (shipping.deliveryChannel === 'pickup-in-point' && shipping.pickupPoint) {
    const { address } = shipping.pickupPoint
    return (
      <p className={styles.lead} data-testid="order-delivery">
        Retirada em <strong>{shipping.pickupPoint.friendlyName}</strong> ({address.street}, {address.number} - {address.neighborhood}, {address.city}/{address.state}),
        pronto {formatShippingEstimate(shipping.shippingEstimate)} após a confirmação do pagamento.
      </p>
    )
  }
  return (
    <p className={styles.lead} data-testid="order-delivery">
      Entrega {shipping.selectedSla} em {shipping.street}, {shipping.number}
      {shipping.complement ? `, ${shipping.complement}` : ''} - {shipping.neighborhood}, {shipping.city}/{shipping.state}, CEP {shipping.postalCode}:{' '}
      {formatShippingEstimate(shipping.shippingEstimate)} após a confirmação do pagamento.
    </p>
  )
}

function OrderLines({ order }: { order: AccountOrder }) {
  const shipping = order.totals.find((total) => total.id === 'Shipping')?.value ?? 0
  return (
    <>
      <ul className={styles.summaryItems}>
        {order.items.map((item) => (
          <li key={`${item.id}-${item.seller}`} className={styles.summaryItem}>
            {item.imageUrl ? (
              <ProductImage url={item.imageUrl} slot="checkoutLine" alt="" />
            ) : (
              <span className={styles.summaryImage} />
            )}
            <div>
              <p>{item.name}</p>
              <p className={styles.muted}>Quantidade: {item.quantity}</p>
            </div>
            <p>{formatCents(item.sellingPrice * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {order.totals
          .filter((total) => total.id !== 'Shipping')
          .map((total) => (
            <div key={total.id}>
              <dt>{total.id === 'Items' ? 'Subtotal' : total.id === 'Discounts' ? 'Descontos' : total.name}</dt>
              <dd>{formatCents(total.value)}</dd>
            </div>
          ))}
        <div>
          <dt>Frete</dt>
          <dd>{shipping > 0 ? formatCents(shipping) : 'Grátis'}</dd>
        </div>
        {order.paymentData.interestValue > 0 && (
          <div>
            <dt>Juros do parcelamento</dt>
            <dd>{formatCents(order.paymentData.interestValue)}</dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>Total</dt>
          <dd>{formatCents(order.paymentData.value)}</dd>
        </div>
      </dl>
    </>
  )
}

/**
 * /checkout/orderPlaced?og={orderGroup}: the order number, the payment's
 * instructions (Pix code, boleto line), items, totals and delivery; the cart
 * is emptied and the purchase event sent once. In the embedded test
 * environment a button confirms a pending Pix or boleto as the bank would.
 */
export function OrderPlaced({ search }: { search: string }) {
  const cart = useCart()
  const trackEvent = useTrackEvent()
  const orderGroup = new URLSearchParams(search).get('og') ?? ''
  const [version, setVersion] = useState(0)
  const [alert, setAlert] = useState<string | null>(null)
  const [approving, setApproving] = useState(false)
  const remote = useRemote(`${orderGroup}:${version}`, () => placementApi.orderGroup(orderGroup))
  const refreshed = useRef(false)

  // A placed order waiting for its Pix or boleto shows their instructions: their chunk loads with the order.
  useEffect(preloadPayLaterInstructions, [])

  // The server emptied the cart when the order was placed: the page's cart follows.
  useEffect(() => {
    if (refreshed.current || cart.loading) return
    refreshed.current = true
    void cart.refresh()
  }, [cart])

  const orders = remote.status === 'ready' ? remote.data : null
  // The order group whose purchase event is on its way (pushed once the analytics is in): sent once.
  const purchaseSent = useRef<string | null>(null)
  useEffect(() => {
    if (!orders?.length || purchaseSent.current === orderGroup) return
    const storage = getSessionStorage()
    if (readRaw(storage, purchaseTrackedKey(orderGroup)) === 'true') return
    purchaseSent.current = orderGroup
    void trackEvent('purchase', orders).then((pushed) => {
      if (pushed) writeRaw(storage, purchaseTrackedKey(orderGroup), 'true')
      else purchaseSent.current = null
    })
  }, [orders, orderGroup, trackEvent])

  const approve = async (url: string) => {
    setAlert(null)
    setApproving(true)
    try {
      await placementApi.approveTestPayment(url)
      setVersion((n) => n + 1)
    } catch (error) {
      setAlert(messageOf(error))
    } finally {
      setApproving(false)
    }
  }

  if (remote.status === 'loading') {
    return (
      <CheckoutLayout>
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu pedido…
        </p>
      </CheckoutLayout>
    )
  }
  if (!orders || orders.length === 0) {
    return (
      <CheckoutLayout>
        <h1 className={styles.title}>Não encontramos este pedido</h1>
        <p className={styles.lead}>
          Confira seus pedidos em <Link to={ordersHref()}>Meus pedidos</Link>: quem comprou sem cadastro encontra o pedido com o número e o e-mail.
        </p>
      </CheckoutLayout>
    )
  }
  const [first] = orders
  const pending = first.status === 'payment-pending'
  return (
    <CheckoutLayout>
      <section className={styles.card} data-testid="order-placed" aria-labelledby="pedido-titulo">
        <h1 id="pedido-titulo" className={styles.title}>
          {pending ? 'Pedido recebido! Falta só o pagamento.' : first.status === 'canceled' ? 'Pedido cancelado' : 'Pedido confirmado!'}
        </h1>
        <p className={styles.orderNumber}>
          Número do pedido: <strong data-testid="order-number">{orders.map((order) => order.orderId).join(', ')}</strong>
        </p>
        <p className={styles.muted} data-testid="order-status">
          Status: {first.statusDescription}
        </p>
        {first.clientProfileData?.email && <p className={styles.muted}>Enviamos a confirmação para {first.clientProfileData.email}.</p>}
        {alert && (
          <p className={styles.alert} role="alert">
            {alert}
          </p>
        )}
        {orders.map((order) => (
          <PaymentInstructions key={order.orderId} order={order} />
        ))}
        {first.testPaymentActions && (
          <div className={styles.notice} data-testid="test-payment-actions">
            <p>Ambiente de testes: nenhum banco recebe este pagamento.</p>
            <Button variant="secondary" onClick={() => void approve(first.testPaymentActions!.approve)} disabled={approving}>
              Simular pagamento confirmado
            </Button>
          </div>
        )}
      </section>
      {orders.map((order) => (
        <section key={order.orderId} className={styles.card} aria-label={`Detalhes do pedido ${order.orderId}`}>
          <h2 className={styles.subtitle}>Entrega</h2>
          <OrderDelivery order={order} />
          <h2 className={styles.subtitle}>Produtos</h2>
          <OrderLines order={order} />
        </section>
      ))}
      <div className={styles.actions}>
        <Link to={ordersHref()}>Acompanhar em Meus pedidos</Link>
        <Link to="/">Continuar comprando</Link>
      </div>
    </CheckoutLayout>
  )
}
