import { lazy, Suspense, useState } from 'react'

import { createOrdersApi } from '../../commerce/orders'
import { placementApi } from '../../commerce/placement'
import { formatCents } from '../../config/money'
import { isPayLater, paymentMethodOf } from '../../config/payment-methods'
import type { AccountOrder } from '../../contracts/orders'
import { isReviewableOrderStatus } from '../../features/reviews'
import { PaymentInstructions } from '../checkout/PaymentInstructions'
import { exchangesHref } from '../../features/exchanges'
import { orderIdOfRest, ordersHref } from '../account-ui/order-paths'
import { formatDate } from '../account-ui/format'
import { EmptyState } from '../account-ui/EmptyState'
import * as accountStyles from '../account-ui/AccountPages.module.css'
import { Button } from '../ui/Button'
import { formatShippingEstimate, installmentsText } from '../account-ui/order-format'
import { OrderStatus, type OrdersApi } from './OrderList'
import { OrderTimeline } from './OrderTimeline'
import * as styles from './Orders.module.css'
import { useRemote } from '../account-ui/useRemote'
import { ProductImage } from '../product-image'

const defaultApi = createOrdersApi()

/** A development tool (DEV_TOOLS) no shopper sees: its own chunk, loaded when an order offers it. */
const TestWarehouseActions = lazy(() => import('./TestWarehouseActions').then((module) => ({ default: module.TestWarehouseActions })))

/** "Visa final 1111, 3x sem juros"; a pay-later method (Pix, boleto) by name. */
function paymentText(order: AccountOrder): string {
  const payment = order.paymentData
  const card = payment.lastDigits ? ` final ${payment.lastDigits}` : ''
  if (payment.instructions || isPayLater(paymentMethodOf(payment))) return payment.paymentSystemName
  if (payment.interestValue > 0) return `${payment.paymentSystemName}${card}, ${payment.installments}x com juros (${formatCents(payment.interestValue)})`
  return `${payment.paymentSystemName}${card}, ${installmentsText(payment.installments)}`
}

function DeliveryDetails({ order }: { order: AccountOrder }) {
  const shipping = order.shippingData
  const pickup = shipping.deliveryChannel === 'pickup-in-point' && shipping.pickupPoint
  return (
    <dl className={accountStyles.details}>
      <div>
        <dt>{pickup ? 'Retirada em' : 'Destino'}</dt>
        <dd>
          {pickup
            ? `${shipping.pickupPoint!.friendlyName}, ${shipping.pickupPoint!.address.street}, ${shipping.pickupPoint!.address.number} - ${shipping.city}/${shipping.state}`
            : `${shipping.street ? `${shipping.street}, ${shipping.number}${shipping.complement ? `, ${shipping.complement}` : ''} - ` : ''}${shipping.city ? `${shipping.city} - ${shipping.state}, ` : ''}CEP ${shipping.postalCode}`}
        </dd>
      </div>
      {shipping.selectedSla && (
        <div>
          <dt>Modalidade</dt>
          <dd>{shipping.selectedSla}</dd>
        </div>
      )}
      {shipping.shippingEstimate && (
        <div>
          <dt>Prazo</dt>
          <dd>{formatShippingEstimate(shipping.shippingEstimate)}</dd>
        </div>
      )}
    </dl>
  )
}

/** Where a bought product is reviewed. */
export const reviewPath = (productId: string): string => `/avalie-o-produto?productId=${encodeURIComponent(productId)}`

/**
 * One order: its timeline, the payment's instructions while pending (Pix
 * code, boleto line), items, delivery and totals; "Cancelar pedido" while
 * the payment is pending; with DEV_TOOLS, "Simular faturamento" while the
 * order waits for the warehouse.
 */
export function OrderView({ order, onCancel, onTestInvoice }: { order: AccountOrder; onCancel?: () => Promise<void>; onTestInvoice?: (invoiceUrl: string) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null)
  const [canceling, setCanceling] = useState(false)
  const shipping = order.totals.find((total) => total.id === 'Shipping')
  const cancel = async () => {
    if (!onCancel || !window.confirm('Cancelar este pedido? O pagamento pendente não será cobrado.')) return
    setError(null)
    setCanceling(true)
    try {
      await onCancel()
    } catch {
      setError('Não foi possível cancelar o pedido agora. Tente de novo em instantes.')
    } finally {
      setCanceling(false)
    }
  }
  return (
    <div className={styles.detail} data-testid="order-detail">
      <div>
        <div className={styles.orderHead}>
          <h2 className={styles.orderTitle}>Pedido {order.orderId}</h2>
          <OrderStatus order={order} />
        </div>
        <p className={styles.meta}>Feito em {formatDate(order.creationDate)}</p>
      </div>

      <OrderTimeline order={order} />
      {(order.status === 'payment-pending' || order.status === 'canceled') && <PaymentInstructions order={order} />}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {order.allowCancellation && onCancel && (
        <div className={styles.orderActions}>
          <Button variant="secondary" onClick={() => void cancel()} disabled={canceling} data-testid="cancel-order">
            Cancelar pedido
          </Button>
        </div>
      )}

      {order.testWarehouseActions && onTestInvoice && (
        <Suspense fallback={null}>
          <TestWarehouseActions invoiceUrl={order.testWarehouseActions.invoice} onInvoice={onTestInvoice} />
        </Suspense>
      )}

      <section aria-labelledby={`itens-${order.orderId}`}>
        <h3 id={`itens-${order.orderId}`} className={styles.subTitle}>
          Produtos
        </h3>
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={`${item.id}-${item.seller}`} className={styles.item}>
              <ProductImage className={styles.itemImage} url={item.imageUrl} slot="orderLine" alt="" />
              <div>
                <p className={styles.itemName}>
                  <a href={item.detailUrl}>{item.name}</a>
                </p>
                <p className={styles.meta}>
                  Quantidade: {item.quantity} · {formatCents(item.sellingPrice)} cada
                </p>
                {isReviewableOrderStatus(order.status) && (
                  <a className={styles.back} href={reviewPath(item.productId)}>
                    Avaliar produto<span className="visually-hidden">: {item.name}</span>
                  </a>
                )}
              </div>
              <p className={styles.itemPrice}>{formatCents(item.sellingPrice * item.quantity)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={accountStyles.grid}>
        <section aria-labelledby={`entrega-${order.orderId}`} className={accountStyles.card}>
          <h3 id={`entrega-${order.orderId}`} className={styles.subTitle}>
            Entrega
          </h3>
          <DeliveryDetails order={order} />
        </section>
        <section aria-labelledby={`pagamento-${order.orderId}`} className={accountStyles.card}>
          <h3 id={`pagamento-${order.orderId}`} className={styles.subTitle}>
            Pagamento
          </h3>
          <dl className={styles.totals}>
            {order.totals
              .filter((total) => total.id !== 'Shipping')
              .map((total) => (
                <div key={total.id}>
                  <dt>{total.name}</dt>
                  <dd>{formatCents(total.value)}</dd>
                </div>
              ))}
            <div>
              <dt>Frete</dt>
              <dd>{shipping && shipping.value > 0 ? formatCents(shipping.value) : 'Grátis'}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{formatCents(order.paymentData.value || order.value)}</dd>
            </div>
          </dl>
          <p className={styles.meta}>{paymentText(order)}</p>
        </section>
      </div>
    </div>
  )
}

/** /account/order/{id}: one of the member's orders, which they may cancel while its payment is pending (and, with DEV_TOOLS, have invoiced). */
export function OrderDetail({ orderId, api = defaultApi, cancelOrder = placementApi.cancelOrder }: { orderId: string; api?: OrdersApi; cancelOrder?: (orderId: string) => Promise<AccountOrder> }) {
  const [version, setVersion] = useState(0)
  const order = useRemote(`${orderId}:${version}`, () => api.getOrder(orderId))
  if (order.status === 'loading') {
    return (
      <p className={accountStyles.loading} role="status" aria-live="polite">
        Carregando o pedido…
      </p>
    )
  }
  if (order.status !== 'ready') {
    return (
      <EmptyState
        title={order.status === 'not-found' ? 'Não encontramos este pedido' : 'Não foi possível carregar o pedido'}
        text={
          order.status === 'not-found'
            ? 'O pedido que você procurou não existe ou não pertence a esta conta.'
            : 'Tente novamente em alguns instantes. Se o problema continuar, fale com o nosso atendimento.'
        }
        action={{ label: 'Voltar para Meus pedidos', href: ordersHref() }}
      />
    )
  }
  return (
    <>
      <OrderView
        order={order.data}
        onCancel={async () => {
          await cancelOrder(orderId)
          setVersion((n) => n + 1)
        }}
        onTestInvoice={async (invoiceUrl) => {
          await api.invoiceTestOrder(invoiceUrl)
          setVersion((n) => n + 1)
        }}
      />
      <p className={styles.links}>
        {order.data.status === 'invoiced' && (
          <a className={styles.back} href={`${exchangesHref()}?pedido=${encodeURIComponent(order.data.orderId)}`}>
            Trocar ou devolver produtos deste pedido
          </a>
        )}
        <a className={styles.back} href={ordersHref()}>
          Voltar para Meus pedidos
        </a>
      </p>
    </>
  )
}

/** The account page of an order's detail: the order of the address (what follows /account/order/). */
export function OrderDetailView({ rest }: { rest: string }) {
  const orderId = orderIdOfRest(rest)
  if (!orderId) {
    return <EmptyState title="Não encontramos este pedido" text="O endereço deste pedido não está certo." action={{ label: 'Voltar para Meus pedidos', href: ordersHref() }} />
  }
  return <OrderDetail orderId={orderId} />
}
