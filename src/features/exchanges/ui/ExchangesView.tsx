import { useState } from 'react'

import { exchangesApi, type ExchangesApi } from '../client'
import { formatCents } from '../../../config/money'
import { EXCHANGE_KIND_LABELS, type ExchangeRequest, type ExchangesOverview } from '../contract'
import { useResource } from '../../../sdk/resource'
import * as accountStyles from '../../../components/account-ui/AccountPages.module.css'
import { formatDate } from '../../../components/account-ui/format'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { EXCHANGE_SENT_MESSAGE, ExchangeRequestForm } from './ExchangeRequestForm'
import * as styles from './Exchanges.module.css'

export const RETURNS_POLICY_PATH = '/servicos/trocas-e-devolucoes/'

function RequestCard({ request }: { request: ExchangeRequest }) {
  return (
    <li className={accountStyles.card} data-testid="return-request">
      <div className={styles.requestHead}>
        <h3 className={accountStyles.cardTitle}>
          {EXCHANGE_KIND_LABELS[request.kind]} · pedido {request.orderId}
        </h3>
        <span className={styles.status} data-status={request.status}>
          {request.statusDescription}
        </span>
      </div>
      <p className={accountStyles.lead}>
        Solicitada em {formatDate(request.createdAt)} · {request.reasonDescription}
      </p>
      <ul className={styles.requestItems}>
        {request.items.map((item) => (
          <li key={item.itemId}>
            {item.quantity}× {item.name}
          </li>
        ))}
      </ul>
      <p className={accountStyles.lead}>Valor dos produtos: {formatCents(request.value)}</p>
    </li>
  )
}

/** The ?pedido= of the address (an order's page links here with it). */
function orderFromAddress(): string | null {
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).get('pedido')
}

/**
 * /account/exchanges: the member's requests with their status, and a new
 * request from a delivered order inside the window.
 */
export function ExchangesView({ api = exchangesApi }: { api?: Pick<ExchangesApi, 'overview' | 'request'> }) {
  const overview = useResource<ExchangesOverview>('exchanges', () => api.overview())
  // Kept here: the form may leave the page once nothing is left to return.
  const [created, setCreated] = useState<ExchangeRequest | null>(null)
  if (overview.state.status === 'loading') {
    return (
      <p className={accountStyles.loading} role="status">
        Carregando suas trocas e devoluções…
      </p>
    )
  }
  if (overview.state.status !== 'ready') {
    return <EmptyState title="Não foi possível carregar suas trocas e devoluções" text="Tente novamente em alguns instantes." />
  }
  const { requests, returnableOrders, windowDays } = overview.state.data
  return (
    <div className={accountStyles.stack}>
      <section aria-labelledby="returns-list-title" className={accountStyles.stack}>
        <h2 id="returns-list-title" className={accountStyles.cardTitle}>
          Suas solicitações
        </h2>
        {created && (
          <p className={styles.created} role="status" data-testid="return-created">
            {EXCHANGE_SENT_MESSAGE} ({EXCHANGE_KIND_LABELS[created.kind]} · pedido {created.orderId})
          </p>
        )}
        {requests.length === 0 ? (
          <EmptyState
            title="Nenhuma troca ou devolução em andamento"
            text="As solicitações de troca ou devolução dos seus pedidos aparecerão nesta página."
            action={{ label: 'Conheça a política de trocas', href: RETURNS_POLICY_PATH }}
          />
        ) : (
          <ul className={styles.requests} data-testid="return-requests">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="returns-new-title" className={accountStyles.card}>
        <h2 id="returns-new-title" className={accountStyles.cardTitle}>
          Nova solicitação
        </h2>
        {returnableOrders.length === 0 ? (
          <p className={accountStyles.lead}>
            Nenhum pedido entregue nos últimos {windowDays} dias pode ser trocado ou devolvido agora.{' '}
            <a href={RETURNS_POLICY_PATH}>Conheça a política de trocas</a>.
          </p>
        ) : (
          <>
            <p className={accountStyles.lead}>
              Você tem até {windowDays} dias corridos após a entrega para trocar ou devolver. <a href={RETURNS_POLICY_PATH}>Conheça a política de trocas</a>.
            </p>
            <ExchangeRequestForm orders={returnableOrders} initialOrderId={orderFromAddress()} onCreated={(request) => {
                setCreated(request)
                overview.reload()
              }} api={api} />
          </>
        )}
      </section>
    </div>
  )
}
