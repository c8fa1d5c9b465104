import { ORDER_STATUS_DESCRIPTIONS, ORDER_TIMELINE, type AccountOrder, type OrderStatus } from '../../contracts/orders'
import { formatDate } from '../account-ui/format'
import * as styles from './Orders.module.css'

type StepState = 'done' | 'current' | 'next' | 'canceled'

/** The steps of the timeline for an order: the normal way, or up to where it was canceled. */
export function timelineSteps(order: Pick<AccountOrder, 'status' | 'statusHistory'>): Array<{ status: OrderStatus; state: StepState; date: string | null }> {
  const dateOf = (status: OrderStatus) => order.statusHistory.find((step) => step.status === status)?.date ?? null
  if (order.status === 'canceled') {
    const reached = ORDER_TIMELINE.filter((status) => status !== 'payment-pending' && dateOf(status) !== null)
    return [
      { status: 'payment-pending', state: 'done', date: dateOf('payment-pending') },
      ...reached.map((status) => ({ status, state: 'done' as const, date: dateOf(status) })),
      { status: 'canceled', state: 'canceled', date: dateOf('canceled') },
    ]
  }
  const at = ORDER_TIMELINE.indexOf(order.status)
  return ORDER_TIMELINE.map((status, index) => ({
    status,
    state: index < at ? 'done' : index === at ? 'current' : 'next',
    date: index <= at ? dateOf(status) : null,
  }))
}

/** Payment pending → approved → handling → invoiced (or canceled), with the dates reached. */
export function OrderTimeline({ order }: { order: Pick<AccountOrder, 'status' | 'statusHistory'> }) {
  return (
    <ol className={styles.timeline} aria-label="Andamento do pedido" data-testid="order-timeline">
      {timelineSteps(order).map((step) => (
        <li key={step.status} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
          {ORDER_STATUS_DESCRIPTIONS[step.status]}
          {step.date && <time dateTime={step.date}>{formatDate(step.date)}</time>}
        </li>
      ))}
    </ol>
  )
}
