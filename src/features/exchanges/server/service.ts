import { DAY_MS, EXCHANGE_WINDOW_DAYS } from '../../../config/constants'
import { EXCHANGE_REASON_LABELS, EXCHANGE_STATUS_DESCRIPTIONS, type ExchangeableOrder, type ExchangeRequest, type ExchangeStatus } from '../contract'
import type { ExchangeRequestInput } from '../schemas'
import type { OrderRepository, StoredOrder } from '../../../server/domain/orders/types'

export type { ExchangeableOrder, ExchangeRequest, ExchangesOverview } from '../contract'

/** A request with its owner (the owner's id stays on the server). */
export interface StoredExchangeRequest extends ExchangeRequest {
  memberId: string
}

/** Where requests are kept. */
export interface ExchangeRepository {
  insert(request: StoredExchangeRequest): void
  get(id: string): StoredExchangeRequest | null
  /** The member's requests, newest first. */
  listByMember(memberId: string): StoredExchangeRequest[]
  /** Every request of an order. */
  listByOrder(orderId: string): StoredExchangeRequest[]
  transaction<T>(work: () => T): T
}

/** A refusal, with the field it is about (pt-BR) and whether the order is unknown (404). */
export class ExchangeRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly kind: 'invalid' | 'not-found' = 'invalid',
  ) {
    super(message)
    this.name = 'ExchangeRequestError'
  }
}

/** Requests that still hold their items (a rejected one gives them back). */
const HOLDS_ITEMS: ReadonlySet<ExchangeStatus> = new Set(['requested', 'approved', 'received', 'completed'])

/**
 * When an order was delivered, or null when it is not (yet). Orders carry no
 * delivery date: an invoiced order counts as delivered when it was invoiced
 * (the step of its status history; orders stored without that step, on their
 * creation date, which can only shorten the window, never stretch it).
 */
export function deliveredAtOf(order: Pick<StoredOrder, 'status' | 'creationDate' | 'statusHistory'>): string | null {
  if (order.status !== 'invoiced') return null
  const invoicedAt = order.statusHistory.filter((step) => step.status === 'invoiced').at(-1)?.date
  return invoicedAt ?? order.creationDate
}

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

export interface ExchangeRequestsDeps {
  orders: Pick<OrderRepository, 'get' | 'listByMember'>
  store: ExchangeRepository
  newId: () => string
  now?: () => Date
  windowDays?: number
}

/**
 * Exchanges and returns: from a delivered order, within the window, a member
 * asks to exchange or return items (no more of each than bought, minus what
 * earlier requests hold), with a reason. Another member's order or request is
 * as good as unknown.
 */
export class ExchangeRequests {
  private readonly now: () => Date
  private readonly windowDays: number

  constructor(private readonly deps: ExchangeRequestsDeps) {
    this.now = deps.now ?? (() => new Date())
    this.windowDays = deps.windowDays ?? EXCHANGE_WINDOW_DAYS
  }

  get window(): number {
    return this.windowDays
  }

  requestsOf(memberId: string): ExchangeRequest[] {
    return this.deps.store.listByMember(memberId).map(visible)
  }

  requestOf(memberId: string, id: string): ExchangeRequest | null {
    const request = this.deps.store.get(id)
    return request && request.memberId === memberId ? visible(request) : null
  }

  /** The member's delivered orders still inside the window, with what each line may still return. */
  returnableOrdersOf(memberId: string): ExchangeableOrder[] {
    return this.deps.orders
      .listByMember(memberId)
      .map((order) => this.returnable(order))
      .filter((order): order is ExchangeableOrder => order !== null && order.items.some((item) => item.returnable > 0))
  }

  create(memberId: string, input: ExchangeRequestInput): ExchangeRequest {
    return this.deps.store.transaction(() => {
      const order = this.deps.orders.get(input.orderId)
      if (!order || order.memberId !== memberId) throw new ExchangeRequestError('orderId', 'Pedido não encontrado.', 'not-found')
      const deliveredAt = deliveredAtOf(order)
      if (!deliveredAt) throw new ExchangeRequestError('orderId', 'Só é possível trocar ou devolver produtos de pedidos entregues.')
      const until = this.until(deliveredAt)
      if (this.now().getTime() > until.getTime()) {
        throw new ExchangeRequestError('orderId', `O prazo de ${this.windowDays} dias para trocar ou devolver este pedido terminou em ${ddmmyyyy(until.toISOString())}.`)
      }
      const open = this.heldQuantities(order.orderId)
      const items = input.items.map((wanted, index) => {
        const line = order.items.find((item) => item.id === wanted.itemId)
        if (!line) throw new ExchangeRequestError(`items.${index}.itemId`, 'Este produto não está no pedido.')
        const left = line.quantity - (open.get(line.id) ?? 0)
        if (wanted.quantity > left) {
          throw new ExchangeRequestError(
            `items.${index}.quantity`,
            left === 0 ? 'Este produto já está em outra solicitação.' : `Você pode trocar ou devolver no máximo ${left} ${left === 1 ? 'unidade' : 'unidades'} deste produto.`,
          )
        }
        return {
          itemId: line.id,
          productId: line.productId,
          name: line.name,
          skuName: line.skuName,
          imageUrl: line.imageUrl,
          quantity: wanted.quantity,
          unitPrice: line.sellingPrice,
        }
      })
      const status: ExchangeStatus = 'requested'
      const request: StoredExchangeRequest = {
        id: this.deps.newId(),
        memberId,
        orderId: order.orderId,
        kind: input.kind,
        reason: input.reason,
        reasonDescription: EXCHANGE_REASON_LABELS[input.reason],
        comment: input.comment,
        status,
        statusDescription: EXCHANGE_STATUS_DESCRIPTIONS[status],
        createdAt: this.now().toISOString(),
        items,
        value: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
      }
      this.deps.store.insert(request)
      return visible(request)
    })
  }

  private until(deliveredAt: string): Date {
    return new Date(Date.parse(deliveredAt) + this.windowDays * DAY_MS)
  }

  private heldQuantities(orderId: string): Map<string, number> {
    const held = new Map<string, number>()
    for (const request of this.deps.store.listByOrder(orderId)) {
      if (!HOLDS_ITEMS.has(request.status)) continue
      for (const item of request.items) held.set(item.itemId, (held.get(item.itemId) ?? 0) + item.quantity)
    }
    return held
  }

  private returnable(order: StoredOrder): ExchangeableOrder | null {
    const deliveredAt = deliveredAtOf(order)
    if (!deliveredAt) return null
    const until = this.until(deliveredAt)
    if (this.now().getTime() > until.getTime()) return null
    const held = this.heldQuantities(order.orderId)
    return {
      orderId: order.orderId,
      creationDate: order.creationDate,
      deliveredAt,
      returnableUntil: until.toISOString(),
      items: order.items.map((item) => ({
        itemId: item.id,
        productId: item.productId,
        name: item.name,
        skuName: item.skuName,
        imageUrl: item.imageUrl,
        unitPrice: item.sellingPrice,
        bought: item.quantity,
        returnable: Math.max(0, item.quantity - (held.get(item.id) ?? 0)),
      })),
    }
  }
}

function visible(request: StoredExchangeRequest): ExchangeRequest {
  const { memberId: _memberId, ...rest } = request
  return rest
}
