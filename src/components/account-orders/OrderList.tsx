import { createOrdersApi, type AccountOrderSummary } from '../../commerce/orders'
import { formatCents } from '../../config/money'
import { formatDate } from '../account-ui/format'
import { EmptyState } from '../account-ui/EmptyState'
import * as accountStyles from '../account-ui/AccountPages.module.css'
import { itemCountText, orderDetailPath, statusTone } from '../account-ui/order-format'
import * as styles from './Orders.module.css'
import { useRemote } from '../account-ui/useRemote'
import { ProductImage } from '../product-image'

const THUMBS = 4

export type OrdersApi = ReturnType<typeof createOrdersApi>
const defaultApi = createOrdersApi()

export function OrderStatus({ order }: { order: Pick<AccountOrderSummary, 'status' | 'statusDescription'> }) {
  return <span className={`${styles.status} ${styles[statusTone(order.status)]}`}>{order.statusDescription}</span>
}

function OrderRow({ order }: { order: AccountOrderSummary }) {
  const href = orderDetailPath(order)
  return (
    <li className={styles.order} data-testid="order-row">
      <div>
        <div className={styles.orderHead}>
          <h2 className={styles.orderTitle}>Pedido {order.orderId}</h2>
          <OrderStatus order={order} />
        </div>
        <p className={styles.meta}>
          Feito em {formatDate(order.creationDate)} · {itemCountText(order.totalItems)}
        </p>
        <ul className={styles.thumbs} aria-label="Produtos do pedido">
          {order.items.slice(0, THUMBS).map((item) => (
            <li key={item.id}>
              <ProductImage url={item.imageUrl} slot="orderLine" alt={item.name} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.side}>
        <p className={styles.value}>
          <span className="visually-hidden">Total: </span>
          {formatCents(order.value)}
        </p>
        <a className={styles.detailLink} href={href}>
          Ver detalhes <span className="visually-hidden">do pedido {order.orderId}</span>
        </a>
      </div>
    </li>
  )
}

/** Meus pedidos: the member's orders, newest first; the empty state when there are none. */
export function OrderList({ api = defaultApi }: { api?: OrdersApi }) {
  const orders = useRemote('orders', api.listOrders)
  if (orders.status === 'loading') {
    return (
      <p className={accountStyles.loading} role="status" aria-live="polite">
        Carregando seus pedidos…
      </p>
    )
  }
  if (orders.status !== 'ready') {
    return (
      <EmptyState
        title="Não foi possível carregar seus pedidos"
        text="Tente novamente em alguns instantes. Se o problema continuar, fale com o nosso atendimento."
        action={{ label: 'Falar com o atendimento', href: '/atendimento' }}
      />
    )
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        title="Nenhum pedido por aqui"
        text="Quando você fizer uma compra, seus pedidos e o acompanhamento da entrega aparecerão nesta página."
        action={{ label: 'Explorar produtos', href: '/' }}
      />
    )
  }
  return (
    <ul className={styles.list} data-testid="order-list">
      {orders.data.map((order) => (
        <OrderRow key={order.orderId} order={order} />
      ))}
    </ul>
  )
}
