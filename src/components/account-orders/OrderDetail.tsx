import { createOrdersApi } from '../../commerce/orders'
import { formatCents } from '../../config/money'
import { accountPaths } from '../session/account-links'
import { formatDate } from '../session/format'
import { EmptyState } from '../session/views/AccountFrame'
import * as accountStyles from '../session/AccountPages.module.css'
import { formatShippingEstimate, installmentsText } from './format'
import { OrderStatus, type OrdersApi } from './OrderList'
import * as styles from './Orders.module.css'
import { useRemote } from './useRemote'

const defaultApi = createOrdersApi()

/** Where a bought product is reviewed. */
export const reviewPath = (productId: string): string => `/avalie-o-produto?productId=${encodeURIComponent(productId)}`

/** Paid orders count as purchases (reviews): not awaiting payment, not cancelled. */
const canReview = (status: string): boolean => status === 'handling' || status === 'invoiced'

/** /account/order/{id}: items, totals, delivery and payment of one of the member's orders. */
export function OrderDetail({ orderId, api = defaultApi }: { orderId: string; api?: OrdersApi }) {
  const paths = accountPaths()
  const order = useRemote(orderId, () => api.getOrder(orderId))
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
        action={{ label: 'Voltar para Meus pedidos', href: paths.orders }}
      />
    )
  }
  const { data } = order
  const shipping = data.totals.find((total) => total.id === 'Shipping')
  return (
    <div className={styles.detail} data-testid="order-detail">
      <div>
        <div className={styles.orderHead}>
          <h2 className={styles.orderTitle}>Pedido {data.orderId}</h2>
          <OrderStatus order={data} />
        </div>
        <p className={styles.meta}>Feito em {formatDate(data.creationDate)}</p>
      </div>

      <section aria-labelledby="order-items">
        <h3 id="order-items" className={styles.subTitle}>
          Produtos
        </h3>
        <ul className={styles.items}>
          {data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <img className={styles.itemImage} src={item.imageUrl} alt="" width={64} height={64} loading="lazy" decoding="async" />
              <div>
                <p className={styles.itemName}>
                  <a href={item.detailUrl}>{item.name}</a>
                </p>
                <p className={styles.meta}>
                  Quantidade: {item.quantity} · {formatCents(item.sellingPrice)} cada
                </p>
                {canReview(data.status) && (
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
        <section aria-labelledby="order-delivery" className={accountStyles.card}>
          <h3 id="order-delivery" className={styles.subTitle}>
            Entrega
          </h3>
          <dl className={accountStyles.details}>
            <div>
              <dt>Destino</dt>
              <dd>
                {data.shippingData.city ? `${data.shippingData.city} - ${data.shippingData.state}, ` : ''}CEP {data.shippingData.postalCode}
              </dd>
            </div>
            {data.shippingData.selectedSla && (
              <div>
                <dt>Modalidade</dt>
                <dd>{data.shippingData.selectedSla}</dd>
              </div>
            )}
            {data.shippingData.shippingEstimate && (
              <div>
                <dt>Prazo</dt>
                <dd>{formatShippingEstimate(data.shippingData.shippingEstimate)}</dd>
              </div>
            )}
          </dl>
        </section>
        <section aria-labelledby="order-payment" className={accountStyles.card}>
          <h3 id="order-payment" className={styles.subTitle}>
            Pagamento
          </h3>
          <dl className={styles.totals}>
            {data.totals
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
              <dd>{formatCents(data.value)}</dd>
            </div>
          </dl>
          <p className={styles.meta}>
            {data.paymentData.paymentSystemName}, {installmentsText(data.paymentData.installments)}
          </p>
        </section>
      </div>

      <p className={styles.links}>
        {data.status === 'invoiced' && (
          <a className={styles.back} href={`${paths.exchanges}?pedido=${encodeURIComponent(data.orderId)}`}>
            Trocar ou devolver produtos deste pedido
          </a>
        )}
        <a className={styles.back} href={paths.orders}>
          Voltar para Meus pedidos
        </a>
      </p>
    </div>
  )
}
