import { useState, type FormEvent } from 'react'

import { exchangesApi, type ExchangesApi } from '../client'
import { formatCents } from '../../../config/money'
import {
  EXCHANGE_COMMENT_MAX_LENGTH,
  EXCHANGE_KIND_LABELS,
  EXCHANGE_KINDS,
  EXCHANGE_REASON_LABELS,
  EXCHANGE_REASONS,
  type ExchangeableOrder,
  type ExchangeRequest,
} from '../contract'
import { fieldError } from '../../../sdk/form'
import { ChoiceGroup, FormOutcome, formStyles, SelectField, TextAreaField, useCommerceForm } from '../../../components/forms'
import { formatDate } from '../../../components/account-ui/format'
import { Button } from '../../../components/ui/Button'
import * as styles from './Exchanges.module.css'

export const EXCHANGE_SENT_MESSAGE = 'Solicitação enviada. Acompanhe o andamento nesta página.'

export interface ExchangeRequestFormProps {
  orders: ExchangeableOrder[]
  /** The order to start with (from ?pedido= of an order's page). */
  initialOrderId?: string | null
  onCreated: (request: ExchangeRequest) => void
  api?: Pick<ExchangesApi, 'request'>
}

/**
 * A new exchange or return: the delivered order, how many of each item, a
 * reason, exchange or refund. Quantities, window and ownership are checked
 * again by the server.
 */
export function ExchangeRequestForm({ orders, initialOrderId, onCreated, api = exchangesApi }: ExchangeRequestFormProps) {
  const form = useCommerceForm<ExchangeRequest>()
  const [orderId, setOrderId] = useState(() => orders.find((order) => order.orderId === initialOrderId)?.orderId ?? orders[0]?.orderId ?? '')
  // After a request an order may leave the list: the first one left takes its place.
  const order = orders.find((candidate) => candidate.orderId === orderId) ?? orders[0]
  const error = (field: string) => fieldError(form.state, field)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    const data = new FormData(element)
    const items = (order?.items ?? [])
      .map((item) => ({ itemId: item.itemId, quantity: Number(data.get(`quantity-${item.itemId}`) ?? 0) }))
      .filter((item) => item.quantity > 0)
    const created = await form.submit(
      () =>
        api.request({
          orderId: order?.orderId ?? orderId,
          kind: data.get('kind') ?? undefined,
          reason: data.get('reason') || undefined,
          comment: String(data.get('comment') ?? ''),
          items,
        }),
      null,
    )
    if (created) {
      element.reset()
      onCreated(created)
    }
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="return-form">
      <SelectField label="Pedido" name="orderId" value={order?.orderId ?? ''} onChange={(event) => setOrderId(event.target.value)} error={error('orderId')}>
        {orders.map((candidate) => (
          <option key={candidate.orderId} value={candidate.orderId}>
            Pedido {candidate.orderId} · entregue em {formatDate(candidate.deliveredAt)}
          </option>
        ))}
      </SelectField>
      {order && (
        <p className={formStyles.hint}>Você pode pedir a troca ou a devolução deste pedido até {formatDate(order.returnableUntil)}.</p>
      )}
      {order && (
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Produtos e quantidades</legend>
          <ul className={styles.items}>
            {order.items.map((item, index) => (
              <li key={item.itemId} className={styles.item}>
                <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" className={styles.thumb} />
                <div className={styles.itemText}>
                  <p className={styles.itemName}>{item.name}</p>
                  <p className={formStyles.hint}>
                    {formatCents(item.unitPrice)} cada · comprados: {item.bought}
                    {item.returnable < item.bought ? ` · já em solicitação: ${item.bought - item.returnable}` : ''}
                  </p>
                </div>
                <SelectField
                  label={
                    <>
                      Quantidade<span className="visually-hidden"> de {item.name}</span>
                    </>
                  }
                  name={`quantity-${item.itemId}`}
                  defaultValue="0"
                  disabled={item.returnable === 0}
                  error={error(`items.${index}`)}
                >
                  {Array.from({ length: item.returnable + 1 }, (_, quantity) => (
                    <option key={quantity} value={quantity}>
                      {quantity === 0 ? 'Nenhuma' : quantity}
                    </option>
                  ))}
                </SelectField>
              </li>
            ))}
          </ul>
          {error('items') && !order.items.some((_, index) => error(`items.${index}`)) && (
            <p className={formStyles.error} data-testid="field-error">
              {error('items')}
            </p>
          )}
        </fieldset>
      )}
      <ChoiceGroup legend="O que você prefere?" error={error('kind')}>
        {EXCHANGE_KINDS.map((kind) => (
          <label key={kind} className={formStyles.check}>
            <input type="radio" name="kind" value={kind} /> <span>{EXCHANGE_KIND_LABELS[kind]}</span>
          </label>
        ))}
      </ChoiceGroup>
      <SelectField label="Motivo" name="reason" defaultValue="" error={error('reason')}>
        <option value="">Escolha o motivo</option>
        {EXCHANGE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {EXCHANGE_REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Comentário (opcional)" name="comment" maxLength={EXCHANGE_COMMENT_MAX_LENGTH} error={error('comment')} />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          Enviar solicitação
        </Button>
      </div>
    </form>
  )
}
