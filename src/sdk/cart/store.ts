import { CART_ITEM_MAX_QUANTITY } from '../../config/constants'
import { SDKError } from '../errors'
import { getLocalStorage } from '../storage/browserStorage'
import type { KeyValueStorage } from '../storage/browserStorage'
import type {
  ClientPreferencesInput,
  ClientProfileInput,
  CustomDataInput,
  OrderFormGateway,
  OrderItemUpdate,
  PaymentSelectionInput,
  ShippingDataInput,
} from './gateway'
import { applyAddItems, applyItemUpdates, toOrderItems } from './optimistic'
import type { AddItemInput } from './optimistic'
import { createOrderFormIdStore, orderFormIdStorageKey } from './orderFormIdStorage'
import type { OrderFormIdStore } from './orderFormIdStorage'
import { skuQuantityInCart, unavailableEans } from './selectors'
import { createSerialQueue } from './serialQueue'
import type { CartOrderForm, MarketingData, OrderForm } from './types'

export interface CartState {
  /** True until the order form has been fetched (or failed to). */
  loading: boolean
  /** What the shopper sees: the last server order form plus pending optimistic changes. */
  orderForm: CartOrderForm | null
  /** The last order form the server returned. */
  serverOrderForm: OrderForm | null
  /** Writes queued or running. */
  pendingWrites: number
  /** The last failure (load or write); cleared by the next success. */
  error: unknown
  /**
   * EANs the server reported as itemQuantityNotAvailable in this page view,
   * kept after the messages are cleared on the server.
   */
  unavailableEans: readonly string[]
}

export const INITIAL_CART_STATE: Readonly<CartState> = Object.freeze({
  loading: true,
  orderForm: null,
  serverOrderForm: null,
  pendingWrites: 0,
  error: null,
  unavailableEans: Object.freeze([]),
})

/** Adding would take a SKU above CART_ITEM_MAX_QUANTITY units; nothing is sent. */
export class CartItemLimitError extends SDKError {
  constructor(readonly skuId: string) {
    super(`Item ${skuId} exceeds the limit of ${CART_ITEM_MAX_QUANTITY} units per product`)
    this.name = 'CartItemLimitError'
  }
}

export interface CartStoreOptions {
  gateway: OrderFormGateway
  /** Storage of the orderFormId; defaults to localStorage. */
  storage?: KeyValueStorage | null
  /** Storage namespace (`{namespace}::store::orderFormId`). */
  namespace?: string
}

type Listener = () => void
type Optimistic = (orderForm: CartOrderForm) => CartOrderForm

interface PendingChange {
  apply: Optimistic
}

/**
 * The cart over an order form gateway. Writes are queued and never overlap;
 * optimistic changes show at once and roll back to the last server state on
 * failure. Framework-agnostic: React binds to it with useSyncExternalStore.
 */
export class CartStore {
  private state: CartState = INITIAL_CART_STATE
  private readonly listeners = new Set<Listener>()
  private readonly queue = createSerialQueue()
  private readonly pending: PendingChange[] = []
  private readonly gateway: OrderFormGateway
  private readonly orderFormIds: OrderFormIdStore

  constructor({ gateway, storage, namespace }: CartStoreOptions) {
    this.gateway = gateway
    const resolveStorage = () => (storage === undefined ? getLocalStorage() : storage)
    this.orderFormIds = createOrderFormIdStore(resolveStorage, orderFormIdStorageKey(namespace))
  }

  getState = (): CartState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Resolves when every queued write has settled. */
  idle(): Promise<void> {
    return this.queue.idle()
  }

  /**
   * Fetches the order form: the given id first, then the stored one, else a new
   * order form. Queued like writes.
   */
  load(orderFormId?: string | null): Promise<OrderForm | null> {
    return this.queue
      .run(async () => {
        const orderForm = await this.resolveOrderForm(orderFormId ?? null)
        this.acceptServer(orderForm)
        return orderForm
      })
      .catch((error: unknown) => {
        this.setState({ loading: false, error })
        return null
      })
  }

  /** Fetches the current order form again. */
  refresh(): Promise<OrderForm | null> {
    return this.load(this.state.serverOrderForm?.orderFormId ?? null)
  }

  /** Adds items; rejects with CartItemLimitError (sending nothing) above the per-product maximum. */
  addItems(inputs: AddItemInput[]): Promise<OrderForm> {
    for (const input of inputs) {
      const requested = inputs.filter((other) => other.id === input.id).reduce((sum, other) => sum + other.quantity, 0)
      if (skuQuantityInCart(this.state.orderForm, input.id) + requested > CART_ITEM_MAX_QUANTITY) {
        return Promise.reject(new CartItemLimitError(input.id))
      }
    }
    const items = toOrderItems(inputs)
    return this.write((id) => this.gateway.addItems(id, items), (orderForm) => applyAddItems(orderForm, inputs))
  }

  /** Changes quantities by item index; 0 removes. Above the maximum rejects with CartItemLimitError. */
  updateItems(updates: OrderItemUpdate[]): Promise<OrderForm> {
    for (const update of updates) {
      if (update.quantity > CART_ITEM_MAX_QUANTITY) {
        const skuId = this.state.orderForm?.items[update.index]?.id ?? String(update.index)
        return Promise.reject(new CartItemLimitError(skuId))
      }
    }
    return this.write(
      (id) => this.gateway.updateItems(id, updates),
      (orderForm) => applyItemUpdates(orderForm, updates),
    )
  }

  removeItem(index: number): Promise<OrderForm> {
    return this.updateItems([{ index, quantity: 0 }])
  }

  /** Removes every item (quantity 0 for each line of the order form when the write runs). */
  clearItems(): Promise<OrderForm> {
    return this.write(
      (id) => {
        const count = this.state.serverOrderForm?.items.length ?? 0
        const updates = Array.from({ length: count }, (_, index) => ({ index, quantity: 0 }))
        return this.gateway.updateItems(id, updates)
      },
      (orderForm) => applyItemUpdates(orderForm, orderForm.items.map((_, index) => ({ index, quantity: 0 }))),
    )
  }

  addCoupon(coupon: string): Promise<OrderForm> {
    return this.write((id) => this.gateway.addCoupon(id, coupon))
  }

  clearMessages(): Promise<OrderForm> {
    return this.write(
      (id) => this.gateway.clearMessages(id),
      (orderForm) => ({ ...orderForm, messages: [] }),
    )
  }

  setShippingData(shipping: ShippingDataInput): Promise<OrderForm> {
    return this.write((id) => this.gateway.setShippingData(id, shipping))
  }

  setClientProfile(profile: ClientProfileInput): Promise<OrderForm> {
    return this.write((id) => this.gateway.setClientProfile(id, profile))
  }

  setPaymentData(payment: PaymentSelectionInput): Promise<OrderForm> {
    return this.write((id) => this.gateway.setPaymentData(id, payment))
  }

  setClientPreferences(preferences: ClientPreferencesInput): Promise<OrderForm> {
    return this.write((id) => this.gateway.setClientPreferences(id, preferences))
  }

  setMarketingData(data: MarketingData): Promise<OrderForm> {
    return this.write((id) => this.gateway.setMarketingData(id, data))
  }

  addCustomData(data: CustomDataInput): Promise<OrderForm> {
    return this.write((id) => this.gateway.addCustomData(id, data))
  }

  changeToAnonymousUser(): Promise<OrderForm> {
    return this.write((id) => this.gateway.changeToAnonymousUser(id))
  }

  private async resolveOrderForm(givenId: string | null): Promise<OrderForm> {
    const candidates = [givenId, this.orderFormIds.read()].filter((id): id is string => Boolean(id))
    for (const id of new Set(candidates)) {
      try {
        const orderForm = await this.gateway.get(id)
        if (orderForm) return orderForm
      } catch {
        // Unknown or expired id: try the next one.
      }
    }
    return this.gateway.create()
  }

  /** Queues a gateway call; `optimistic` shows its expected result until the call settles. */
  private write(call: (orderFormId: string) => Promise<OrderForm>, optimistic?: Optimistic): Promise<OrderForm> {
    const change: PendingChange | null = optimistic ? { apply: optimistic } : null
    if (change) this.pending.push(change)
    this.setState({ pendingWrites: this.state.pendingWrites + 1 })
    return this.queue.run(async () => {
      try {
        const current = this.state.serverOrderForm ?? (await this.resolveOrderForm(null))
        const orderForm = await call(current.orderFormId)
        this.dropPending(change)
        this.acceptServer(orderForm)
        return orderForm
      } catch (error) {
        // Roll back: the view is the last server state plus the remaining changes.
        this.dropPending(change)
        this.setState({ error })
        throw error
      } finally {
        this.setState({ pendingWrites: this.state.pendingWrites - 1 })
      }
    })
  }

  private dropPending(change: PendingChange | null): void {
    if (!change) return
    const index = this.pending.indexOf(change)
    if (index > -1) this.pending.splice(index, 1)
  }

  private acceptServer(orderForm: OrderForm): void {
    this.orderFormIds.write(orderForm.orderFormId)
    const reported = unavailableEans(orderForm).filter((ean) => !this.state.unavailableEans.includes(ean))
    const known = reported.length > 0 ? [...this.state.unavailableEans, ...reported] : this.state.unavailableEans
    this.setState({ loading: false, serverOrderForm: orderForm, error: null, unavailableEans: known })
  }

  private setState(patch: Partial<CartState>): void {
    const next = { ...this.state, ...patch }
    const server = next.serverOrderForm
    next.orderForm = server ? this.pending.reduce<CartOrderForm>((orderForm, change) => change.apply(orderForm), server) : null
    this.state = next
    for (const listener of this.listeners) listener()
  }
}
