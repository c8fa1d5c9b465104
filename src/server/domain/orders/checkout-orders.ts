import { createHash, randomBytes, randomInt } from 'node:crypto'
import { PLACEMENT_PAYMENT_WINDOW_MS, PLACEMENT_REPLAY_WINDOW_MS } from '../../../config/constants'
import type { ConnectorPayment, ConnectorPaymentResult } from '../../../contracts/payment'
import type { AccountOrder, PaymentAppResponse, PlaceOrderResponse } from '../../../contracts/orders'
import {
  CheckoutRuleError,
  OrderFormNotFoundError,
  recalculate,
  setClientPreferences,
  type CheckoutEnv,
  type OrderForm,
  type OrderFormRepository,
} from '../checkout'
import { orderConfirmationMail, type Mailer, type MailBrand } from '../mail'
import {
  approvePending,
  cancelTransaction,
  isExpired,
  openTransaction,
  paymentAppOf,
  PaymentRuleError,
  paymentSystemById,
  receivePayment,
  type PaymentRepository,
  type PaymentTransaction,
} from '../payment'
import {
  assertPlaceable,
  cartFingerprint,
  itemUnavailableError,
  orderFromCart,
  placementResponseOf,
  stockLinesOf,
  type PlacementRequest,
} from './placement'
import type { Placement, PlacementRepository, StockLedger } from './placement-store'
import {
  accountOrderAs,
  disclosureOf,
  mayPlaceOrder,
  ORDER_FULL,
  ORDER_MASKED,
  placementResponseAs,
  type CartViewer,
  type OrderDisclosure,
  type ProfileView,
} from '../privacy'
import { canMoveTo, describeOrderStatus, invoicingSteps, shopperMayCancel } from './status'
import { accountOrderOf } from './stored'
import type { OrderStatus, OrderRepository, StoredOrder } from './types'

/** Who asks about an order: a logged-in member and/or the browser's checkout access token. */
export interface OrderAccess {
  memberId: string | null
  accessToken: string | null
}

/**
 * The gateway callback's outcome: the order is placed (paid by card, or
 * waiting for its pay-later payment), or placed with a payment app still to
 * complete (Pix: answered 428).
 */
export type CallbackOutcome =
  | { kind: 'placed'; orders: AccountOrder[] }
  | { kind: 'payment-app'; orders: AccountOrder[]; payment: PaymentAppResponse }

export interface CheckoutOrdersDeps {
  /** Runs `work` in one IMMEDIATE transaction of the store's database (an error writes nothing). */
  transaction<T>(work: () => T): T
  orderForms: OrderFormRepository
  orders: OrderRepository
  placements: PlacementRepository
  payments: PaymentRepository
  stock: StockLedger
  mailer: Mailer
  env: CheckoutEnv
  brand: MailBrand
  /** Show the test connector's development actions on orders. */
  devTools: boolean
  /** Host name of the store, as the placement answer names it. */
  hostName: string
  /** Called once for each order whose payment becomes approved, inside the same transaction (the cashback credit). */
  onOrderApproved?: (order: StoredOrder) => void
  /** Watches placements (a trace span around each, a count per payment system); none by default. */
  observer?: PlacementObserver
}

/** What observes placements (the server's tracing and metrics), without the domain knowing either. */
export interface PlacementObserver {
  /** Runs a whole placement (`kind`: from a stored cart, or a new one in the body). */
  placing<T>(kind: 'orderForm' | 'newCart', work: () => T): T
  /** An order group was placed with this payment system (its name and group), once its transaction committed. */
  placed(paymentSystem: string, paymentGroup: string): void
}

const UNOBSERVED: PlacementObserver = { placing: (_kind, work) => work(), placed: () => undefined }

export const ORDER_CONFIRMATION_MAIL = 'order-confirmation'
export const PAYMENT_DECLINED_CODE = 'paymentDeclined'
const ORDER_NOT_FOUND_TEXT = 'Pedido não encontrado.'

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
const newAccessToken = (): string => randomBytes(32).toString('base64url')
const newTransactionId = (): string => randomBytes(16).toString('hex').toUpperCase()
/** 13 digits, never starting with 0 or 1 (the demo history uses 1…). */
const newOrderGroup = (): string => `${randomInt(2, 10)}${String(randomInt(0, 1e12)).padStart(12, '0')}`

const notFound = (): CheckoutRuleError => new CheckoutRuleError(404, 'ORDER_NOT_FOUND', ORDER_NOT_FOUND_TEXT)
export const ORDER_FORM_ACCESS_DENIED_CODE = 'orderFormAccessDenied'
const notTheCartsOwner = (): CheckoutRuleError =>
  new CheckoutRuleError(403, ORDER_FORM_ACCESS_DENIED_CODE, 'Os dados deste carrinho foram preenchidos em outro navegador. Preencha seus dados para finalizar a compra.')

/** A placement's answer and the access token of the browser that may finish and read it. */
export interface Placed {
  response: PlaceOrderResponse
  accessToken: string
}

/** A refusal decided after changes that must stay (a discarded placement): returned from the transaction, thrown after it commits. */
class Refusal {
  constructor(readonly error: Error) {}
}

/**
 * Orders placed from carts, over VTEX's contract: the transaction (the cart
 * becomes an order group, re-priced by the server, its stock taken), the
 * payment sent to the connector, the gateway callback that finishes it, and
 * then the order's life (cancel while pending, the bank's confirmation,
 * expiry). Every operation is one transaction: a refused one writes nothing.
 */
export class CheckoutOrders {
  constructor(private readonly deps: CheckoutOrdersDeps) {}

  private now(): Date {
    return this.deps.env.now()
  }

  /** Runs work in one transaction; a Refusal it returns is thrown once the transaction has committed. */
  private commitThen<T>(work: () => T | Refusal): T {
    const result = this.deps.transaction(work)
    if (result instanceof Refusal) throw result.error
    return result
  }

  /** The order as `disclosure` lets its reader see it (domain/privacy). */
  private view(order: StoredOrder, disclosure: OrderDisclosure): AccountOrder {
    return accountOrderAs(accountOrderOf(order, { devTools: this.deps.devTools }), disclosure)
  }

  // ── Placement ──────────────────────────────────────────────────────────

  /**
   * POST …/orderForm/{id}/transaction. The same cart placed again (a double
   * click, a retry, another tab) answers the order group already placed; a
   * changed cart discards an unfinished placement and places anew.
   */
  placeFromOrderForm(orderFormId: string, request: PlacementRequest, access: OrderAccess, viewer: CartViewer): Placed {
    return this.observed('orderForm', () => this.deps.transaction(() => {
      const stored = this.deps.orderForms.find(orderFormId)
      if (!stored) throw new OrderFormNotFoundError(orderFormId)
      // Only who may see the cart's personal data may turn it into an order (or be given access to one placed from it).
      if (!mayPlaceOrder(stored, viewer)) throw notTheCartsOwner()
      const profileView = disclosureOf(stored, viewer).profile
      const fresh = recalculate(stored.orderForm, this.deps.env)
      const replay = this.replayOf(fresh, request, profileView)
      if (replay) return { placed: replay, payment: null }
      return this.place(fresh, request, access, profileView)
    }))
  }

  /** Runs a placement under the observer, and counts the order group it placed once the transaction committed (not a replay). */
  private observed(kind: 'orderForm' | 'newCart', work: () => { placed: Placed; payment: { system: string; group: string } | null }): Placed {
    const observer = this.deps.observer ?? UNOBSERVED
    return observer.placing(kind, () => {
      const { placed, payment } = work()
      if (payment) observer.placed(payment.system, payment.group)
      return placed
    })
  }

  /** PUT /api/checkout/pub/orders: the order's cart comes in the body (built by `buildCart`, then placed). */
  placeNewCart(buildCart: () => OrderForm, access: OrderAccess, writer: { key: string; viewer: CartViewer }): Placed {
    return this.observed('newCart', () => this.deps.transaction(() => {
      const cart = buildCart()
      // Stored as a new cart of the caller's (its id is new: nothing is replaced).
      const state = { orderForm: cart, ownerKey: writer.key }
      this.deps.orderForms.change(cart.orderFormId, () => state, { create: () => cart })
      const payment = cart.paymentData.payments[0]
      const request: PlacementRequest = {
        referenceId: cart.orderFormId,
        value: payment?.value ?? cart.value,
        referenceValue: cart.value,
        interestValue: payment ? payment.value - payment.referenceValue : 0,
      }
      return this.place(cart, request, access, disclosureOf(state, writer.viewer).profile)
    }))
  }

  /** The placement's answer as the holder of a token that sees the profile as `profileView` sees it (its address in full: it entered it). */
  private placedAs(response: PlaceOrderResponse, accessToken: string, profileView: ProfileView): Placed {
    return { response: placementResponseAs(response, { profile: profileView, entered: 'full' }), accessToken }
  }

  private replayOf(fresh: OrderForm, request: PlacementRequest, profileView: ProfileView): Placed | null {
    const latest = this.deps.placements.latestForOrderForm(fresh.orderFormId)
    if (!latest || latest.state === 'discarded') return null
    const sameCart = latest.cartFingerprint === cartFingerprint(fresh)
    const justPlaced =
      fresh.items.length === 0 &&
      latest.state === 'placed' &&
      latest.requestValue === request.value &&
      this.now().getTime() - Date.parse(latest.createdAt) < PLACEMENT_REPLAY_WINDOW_MS
    if (sameCart || justPlaced) {
      // Whoever may place the cart may finish its order: the caller's browser gets access too.
      const accessToken = newAccessToken()
      const tokenHash = hashToken(accessToken)
      this.deps.placements.update({
        ...latest,
        accessTokenHashes: [...latest.accessTokenHashes, tokenHash],
        profileViews: { ...latest.profileViews, [tokenHash]: profileView },
        updatedAt: this.now().toISOString(),
      })
      return this.placedAs(latest.response, accessToken, profileView)
    }
    if (latest.state === 'created') this.discard(latest)
    return null
  }

  private place(fresh: OrderForm, request: PlacementRequest, access: OrderAccess, profileView: ProfileView): { placed: Placed; payment: { system: string; group: string } } {
    const { env } = this.deps
    const payment = assertPlaceable(fresh, request, env)
    const lines = stockLinesOf(fresh)
    for (const line of lines) {
      if (!this.deps.stock.take(line)) throw itemUnavailableError(line, this.deps.stock.available(line))
    }
    const now = this.now()
    let orderGroup = newOrderGroup()
    while (this.deps.placements.get(orderGroup)) orderGroup = newOrderGroup()
    const memberId = access.memberId ?? fresh.userProfileId
    const order = orderFromCart(fresh, payment, { orderGroup, memberId }, now)
    const transactionId = newTransactionId()
    const response = placementResponseOf(order, fresh, transactionId, this.deps.hostName)
    const accessToken = newAccessToken()
    this.deps.orders.create(order)
    this.deps.payments.insert(
      openTransaction(
        { transactionId, orderGroup, paymentSystem: payment.paymentSystem, installments: payment.installments, value: payment.value, referenceValue: payment.referenceValue },
        now,
      ),
    )
    this.deps.placements.insert({
      orderGroup,
      orderFormId: fresh.orderFormId,
      transactionId,
      state: 'created',
      cartFingerprint: cartFingerprint(fresh),
      requestValue: request.value,
      accessTokenHashes: [hashToken(accessToken)],
      profileViews: { [hashToken(accessToken)]: profileView },
      lines,
      response,
      optinNewsLetter: request.optinNewsLetter ?? null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    const system = paymentSystemById(payment.paymentSystem)
    return {
      placed: this.placedAs(response, accessToken, profileView),
      payment: { system: system?.name ?? String(payment.paymentSystem), group: system?.group ?? 'unknown' },
    }
  }

  /** An unfinished placement goes away: its stock back, its order and payment discarded. */
  private discard(placement: Placement): void {
    const now = this.now()
    for (const line of placement.lines) this.deps.stock.release(line)
    for (const order of this.deps.orders.byGroup(placement.orderGroup)) this.deps.orders.update({ ...order, state: 'discarded' })
    const payment = this.deps.payments.get(placement.transactionId)
    if (payment && payment.status !== 'denied') this.deps.payments.update(cancelTransaction(payment, now))
    this.deps.placements.update({ ...placement, state: 'discarded', updatedAt: now.toISOString() })
  }

  // ── Payment (the test connector) ───────────────────────────────────────

  /** POST {receiverUri}: the payment of a transaction (card data stop here; only the last four digits are kept). */
  receivePayments(transactionId: string, payments: ConnectorPayment[], access: OrderAccess): ConnectorPaymentResult[] {
    return this.commitThen(() => {
      const transaction = this.deps.payments.get(transactionId)
      if (!transaction) throw new PaymentRuleError(404, 'transactionNotFound', 'Transação não encontrada.')
      const placement = this.deps.placements.get(transaction.orderGroup)
      // Only the browser that placed the order pays it.
      if (placement) this.assertPlacer(placement, access)
      if (!placement || placement.state === 'discarded') {
        throw new PaymentRuleError(409, 'transactionClosed', 'Esta transação foi encerrada. Finalize a compra de novo.')
      }
      if (placement.state === 'created' && this.isStale(placement)) {
        this.discard(placement)
        return new Refusal(new PaymentRuleError(409, 'transactionClosed', 'O prazo para enviar o pagamento acabou. Finalize a compra de novo.'))
      }
      if (payments.length !== 1) throw new PaymentRuleError(400, 'singlePaymentOnly', 'Envie um pagamento por transação.')
      const next = receivePayment(transaction, payments[0], this.now())
      if (next !== transaction) this.deps.payments.update(next)
      return [{ id: next.transactionId, paymentSystem: next.paymentSystem, status: statusOfPayment(next), lastDigits: next.lastDigits, message: next.message }]
    })
  }

  private isStale(placement: Placement): boolean {
    return this.now().getTime() - Date.parse(placement.createdAt) > PLACEMENT_PAYMENT_WINDOW_MS
  }

  // ── Gateway callback ───────────────────────────────────────────────────

  /**
   * POST /api/checkout/pub/gatewayCallback/{orderGroup}: finishes the order
   * with its payment's answer. Approved card → payment approved; a pay-later
   * method → payment pending with its instructions (Pix answers 428 with the
   * charge, as the platform does: its connector's payment app); declined → 402, the order discarded, the cart and
   * its stock as they were. The cart is emptied once the order is placed.
   * Repeating the call repeats the answer.
   */
  gatewayCallback(orderGroup: string, access: OrderAccess): CallbackOutcome {
    return this.commitThen(() => {
      const placement = this.deps.placements.get(orderGroup)
      if (!placement) throw notFound()
      const disclosure = this.assertPlacer(placement, access)
      const payment = this.deps.payments.get(placement.transactionId)
      if (!payment) throw notFound()
      if (placement.state === 'discarded') {
        if (payment.status === 'denied') throw declined(payment)
        throw new CheckoutRuleError(409, 'orderDiscarded', 'Este pedido não foi concluído. Finalize a compra de novo.')
      }
      if (placement.state === 'created') {
        if (this.isStale(placement)) {
          this.discard(placement)
          return new Refusal(new CheckoutRuleError(409, 'orderDiscarded', 'O prazo para pagar este pedido acabou. Finalize a compra de novo.'))
        }
        if (payment.status === 'awaiting') throw new CheckoutRuleError(400, 'paymentNotReceived', 'Envie o pagamento antes de concluir o pedido.')
        if (payment.status === 'denied') {
          this.discard(placement)
          return new Refusal(declined(payment))
        }
        this.finish(placement, payment)
      }
      return this.outcomeOf(placement, payment, disclosure)
    })
  }

  /** How the holder of an access token of the placement sees its orders, or null when the token is not one of its. */
  private tokenDisclosure(placement: Placement, accessToken: string | null): OrderDisclosure | null {
    if (!accessToken) return null
    const hash = hashToken(accessToken)
    if (!placement.accessTokenHashes.includes(hash)) return null
    return { profile: placement.profileViews?.[hash] ?? 'full', entered: 'full' }
  }

  /** The browser that placed the order (its access token): how it sees it; anyone else is refused. */
  private assertPlacer(placement: Placement, access: OrderAccess): OrderDisclosure {
    const disclosure = this.tokenDisclosure(placement, access.accessToken)
    if (!disclosure) throw new CheckoutRuleError(403, 'orderAccessDenied', 'Este pedido foi feito em outro navegador.')
    return disclosure
  }

  /** The order is the shopper's now: payment data filled, the cart emptied, the confirmation queued. */
  private finish(placement: Placement, payment: PaymentTransaction): void {
    const now = this.now()
    const at = now.toISOString()
    for (const order of this.deps.orders.byGroup(placement.orderGroup)) {
      const approved = payment.status === 'approved'
      const placed: StoredOrder = {
        ...order,
        state: 'placed',
        status: approved ? 'payment-approved' : 'payment-pending',
        statusDescription: describeOrderStatus(approved ? 'payment-approved' : 'payment-pending'),
        statusHistory: approved ? [...order.statusHistory, { status: 'payment-approved', date: at }] : order.statusHistory,
        paymentData: { ...order.paymentData, lastDigits: payment.lastDigits, instructions: payment.instructions },
      }
      this.deps.orders.update(placed)
      if (approved) this.deps.onOrderApproved?.(placed)
      if (placed.email) {
        this.deps.mailer.queue(ORDER_CONFIRMATION_MAIL, orderConfirmationMail(accountOrderOf(placed), placed.email, this.deps.brand), now)
      }
    }
    if (placement.orderFormId) {
      // The cart is emptied (profile and address stay for the next purchase); the newsletter choice made at placement is kept.
      this.deps.orderForms.change(placement.orderFormId, ({ orderForm, ownerKey }) => {
        const emptied = { ...orderForm, items: [], messages: [], paymentData: { ...orderForm.paymentData, payments: [] } }
        const chosen = placement.optinNewsLetter === null ? emptied : setClientPreferences(emptied, { optinNewsLetter: placement.optinNewsLetter })
        return { orderForm: recalculate(chosen, this.deps.env, new Map()), ownerKey }
      })
    }
    this.deps.placements.update({ ...placement, state: 'placed', updatedAt: at })
  }

  private outcomeOf(placement: Placement, payment: PaymentTransaction, disclosure: OrderDisclosure): CallbackOutcome {
    const orders = this.deps.orders.byGroup(placement.orderGroup).map((order) => this.view(order, disclosure))
    const app = paymentAppOf(payment)
    if (app && orders.some((order) => order.status === 'payment-pending')) {
      return { kind: 'payment-app', orders, payment: { RedirectResponseCollection: [], paymentAuthorizationAppCollection: [app] } }
    }
    return { kind: 'placed', orders }
  }

  // ── Reading and changing placed orders ─────────────────────────────────

  /**
   * How the asker may see an order: in full by the member it belongs to; by
   * the browser that placed it as its access token allows; null for anyone else.
   */
  private disclosureFor(order: StoredOrder, access: OrderAccess): OrderDisclosure | null {
    if (access.memberId && order.memberId === access.memberId) return ORDER_FULL
    const placement = this.deps.placements.get(order.orderGroup)
    return placement ? this.tokenDisclosure(placement, access.accessToken) : null
  }

  /** The placed orders of a group, for the browser that placed them or their owner (the confirmation page). */
  orderGroup(orderGroup: string, access: OrderAccess): AccountOrder[] {
    this.sweepGroup(orderGroup)
    const orders = this.deps.orders.byGroup(orderGroup).filter((order) => order.state === 'placed')
    const disclosures = orders.map((order) => this.disclosureFor(order, access))
    if (orders.length === 0 || disclosures.some((disclosure) => disclosure === null)) throw notFound()
    return orders.map((order, index) => this.view(order, disclosures[index] ?? ORDER_MASKED))
  }

  /**
   * A guest finds an order with its number and the buyer's e-mail (the same
   * answer for a wrong e-mail and a wrong number): its status, items and
   * totals; the buyer's data and address masked unless the asker is the
   * member it belongs to or the browser that placed it.
   */
  lookup(orderId: string, email: string, access: OrderAccess): AccountOrder {
    const order = this.deps.orders.get(orderId)
    if (!order || order.state !== 'placed' || !order.email || order.email.toLowerCase() !== email.trim().toLowerCase()) throw notFound()
    this.sweepGroup(order.orderGroup)
    const current = this.deps.orders.get(orderId) ?? order
    return this.view(current, this.disclosureFor(current, access) ?? ORDER_MASKED)
  }

  /**
   * The shopper cancels an order whose payment is pending: its owner, the
   * browser that placed it, or whoever gives its buyer's e-mail (the guest
   * look-up). The stock goes back; the payment is canceled.
   */
  cancelByShopper(orderId: string, access: OrderAccess & { email?: string | null }): AccountOrder {
    return this.deps.transaction(() => {
      const order = this.deps.orders.get(orderId)
      const byEmail = Boolean(access.email && order?.email && order.email.toLowerCase() === access.email.trim().toLowerCase())
      const disclosure = order ? this.disclosureFor(order, access) : null
      if (!order || order.state !== 'placed' || !(byEmail || disclosure)) throw notFound()
      if (!shopperMayCancel(order.status)) {
        throw new CheckoutRuleError(409, 'cancellationNotAllowed', `Este pedido não pode mais ser cancelado (${order.statusDescription.toLowerCase()}).`)
      }
      return this.view(this.cancel(order), disclosure ?? ORDER_MASKED)
    })
  }

  private cancel(order: StoredOrder): StoredOrder {
    const now = this.now()
    const placement = this.deps.placements.get(order.orderGroup)
    if (placement) {
      for (const line of placement.lines) this.deps.stock.release(line)
      const payment = this.deps.payments.get(placement.transactionId)
      if (payment) this.deps.payments.update(cancelTransaction(payment, now))
    }
    const canceled = this.moved(order, 'canceled', now)
    this.deps.orders.update(canceled)
    return canceled
  }

  private moved(order: StoredOrder, status: OrderStatus, now: Date): StoredOrder {
    if (!canMoveTo(order.status, status)) {
      throw new CheckoutRuleError(409, 'invalidStatusChange', `O pedido não pode passar de ${order.statusDescription} para ${describeOrderStatus(status)}.`)
    }
    return {
      ...order,
      status,
      statusDescription: describeOrderStatus(status),
      statusHistory: [...order.statusHistory, { status, date: now.toISOString() }],
    }
  }

  /** The bank confirms a pending pay-later payment (the development action of the test connector). */
  approvePendingPayment(orderGroup: string): AccountOrder[] {
    return this.deps.transaction(() => {
      const placement = this.deps.placements.get(orderGroup)
      const payment = placement ? this.deps.payments.get(placement.transactionId) : null
      if (!placement || placement.state !== 'placed' || !payment) throw notFound()
      const now = this.now()
      this.deps.payments.update(approvePending(payment, now))
      return this.deps.orders.byGroup(orderGroup).map((order) => {
        const approved = order.status === 'payment-pending' ? this.moved(order, 'payment-approved', now) : order
        this.deps.orders.update(approved)
        if (approved !== order) this.deps.onOrderApproved?.(approved)
        // A development action anyone may call: it answers no personal data.
        return this.view(approved, ORDER_MASKED)
      })
    })
  }

  // ── Fulfilment (the warehouse's development action) ────────────────────

  /**
   * The warehouse starts handling an approved order and invoices it (in
   * production VTEX OMS's start-handling and the invoice notification): both
   * steps join the status history; an order already in handling is only
   * invoiced. An unknown order is 404; one whose payment is not approved yet,
   * a canceled one or one already invoiced is 409, and nothing changes.
   */
  invoiceOrder(orderId: string): AccountOrder {
    return this.deps.transaction(() => {
      const order = this.deps.orders.get(orderId)
      if (!order || order.state !== 'placed') throw notFound()
      const steps = invoicingSteps(order.status)
      if (!steps) throw new CheckoutRuleError(409, 'invalidStatusChange', notInvoiceableText(order.status))
      const now = this.now()
      const invoiced = steps.reduce((current, status) => this.moved(current, status, now), order)
      this.deps.orders.update(invoiced)
      // A development action anyone may call: it answers no personal data.
      return this.view(invoiced, ORDER_MASKED)
    })
  }

  // ── Expiry ─────────────────────────────────────────────────────────────

  private sweepGroup(orderGroup: string): void {
    const placement = this.deps.placements.get(orderGroup)
    const payment = placement ? this.deps.payments.get(placement.transactionId) : null
    if (placement?.state === 'placed' && payment && isExpired(payment, this.now())) {
      this.deps.transaction(() => this.expire(placement))
    }
  }

  private expire(placement: Placement): void {
    for (const order of this.deps.orders.byGroup(placement.orderGroup)) {
      if (order.state === 'placed' && order.status === 'payment-pending') this.cancel(order)
    }
  }

  /**
   * Discards placements that never got their payment in time and cancels
   * placed orders whose pay-later payment passed its deadline (a Pix's
   * expiry, a boleto's due date).
   * Returns how many order groups it changed.
   */
  sweep(): number {
    const now = this.now()
    let changed = 0
    this.deps.transaction(() => {
      for (const placement of this.deps.placements.createdBefore(new Date(now.getTime() - PLACEMENT_PAYMENT_WINDOW_MS).toISOString())) {
        this.discard(placement)
        changed += 1
      }
      for (const payment of this.deps.payments.pending()) {
        if (!isExpired(payment, now)) continue
        const placement = this.deps.placements.get(payment.orderGroup)
        if (placement?.state !== 'placed') continue
        this.expire(placement)
        changed += 1
      }
    })
    return changed
  }
}

/** Why an order cannot be invoiced (pt-BR). */
function notInvoiceableText(status: OrderStatus): string {
  if (status === 'payment-pending') return 'O pagamento deste pedido ainda não foi aprovado: só um pedido aprovado pode ser faturado.'
  if (status === 'canceled') return 'Este pedido foi cancelado e não pode ser faturado.'
  return 'Este pedido já foi faturado.'
}

function statusOfPayment(payment: PaymentTransaction): ConnectorPaymentResult['status'] {
  if (payment.status === 'approved') return 'approved'
  if (payment.status === 'denied' || payment.status === 'canceled') return 'denied'
  return 'pending'
}

function declined(payment: PaymentTransaction): CheckoutRuleError {
  return new CheckoutRuleError(402, PAYMENT_DECLINED_CODE, payment.message ?? 'Seu pagamento não foi autorizado.')
}
