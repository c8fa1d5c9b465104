import { orderForm as orderFormFixture, orderFormAddress, orderFormItem, clientProfile } from '../../test-support/order-form'
import type {
  ClientPreferencesInput,
  ClientProfileInput,
  CustomDataInput,
  OrderFormGateway,
  OrderItemInput,
  OrderItemUpdate,
  PaymentSelectionInput,
  ShippingDataInput,
} from '../cart/gateway'
import type { MarketingData, OrderForm, OrderFormItem } from '../cart/types'

export interface CatalogueSku {
  id: string
  productId: string
  name: string
  ean: string
  /** Cents. */
  listPrice: number
  /** Cents. */
  sellingPrice: number
}

interface Deferred {
  resolve: () => void
  promise: Promise<void>
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { resolve, promise }
}

/**
 * An in-memory, VTEX-shaped order form backend. Every call is logged as
 * `start:{op}` / `end:{op}`; `hold()` makes calls wait for `release()`, and
 * `failNext(op)` makes the next call of that operation reject.
 */
export class MemoryGateway implements OrderFormGateway {
  readonly log: string[] = []
  readonly orderForms = new Map<string, OrderForm>()
  private nextId = 1
  private failures = new Set<string>()
  private holding = false
  private waiting: Deferred[] = []

  constructor(private readonly catalogue: CatalogueSku[]) {}

  hold(): void {
    this.holding = true
  }

  /** Lets the oldest held call finish. */
  releaseOne(): void {
    this.waiting.shift()?.resolve()
  }

  get heldCalls(): number {
    return this.waiting.length
  }

  failNext(op: string): void {
    this.failures.add(op)
  }

  seed(orderForm: OrderForm): void {
    this.orderForms.set(orderForm.orderFormId, orderForm)
  }

  private async call<T>(op: string, run: () => T): Promise<T> {
    this.log.push(`start:${op}`)
    if (this.holding) {
      const gate = deferred()
      this.waiting.push(gate)
      await gate.promise
    } else {
      await Promise.resolve()
    }
    try {
      if (this.failures.delete(op)) throw new Error(`${op} failed`)
      return run()
    } finally {
      this.log.push(`end:${op}`)
    }
  }

  private require(id: string): OrderForm {
    const orderForm = this.orderForms.get(id)
    if (!orderForm) throw new Error(`orderForm ${id} not found`)
    return orderForm
  }

  private save(orderForm: OrderForm): OrderForm {
    const itemsCents = orderForm.items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0)
    const saved: OrderForm = {
      ...orderForm,
      value: itemsCents,
      totalizers: orderForm.items.length ? [{ id: 'Items', name: 'Total dos itens', value: itemsCents }] : [],
    }
    this.orderForms.set(saved.orderFormId, saved)
    return clone(saved)
  }

  create(): Promise<OrderForm> {
    return this.call('create', () => {
      const orderFormId = `of-${this.nextId++}`
      return this.save(orderFormFixture({ orderFormId }))
    })
  }

  get(orderFormId: string): Promise<OrderForm | null> {
    return this.call(`get(${orderFormId})`, () => {
      const orderForm = this.orderForms.get(orderFormId)
      return orderForm ? clone(orderForm) : null
    })
  }

  addItems(orderFormId: string, items: OrderItemInput[]): Promise<OrderForm> {
    return this.call('addItems', () => {
      const orderForm = this.require(orderFormId)
      let lines = [...orderForm.items]
      for (const input of items) {
        const sku = this.catalogue.find((candidate) => candidate.id === input.id)
        if (!sku) throw new Error(`unknown sku ${input.id}`)
        const index = lines.findIndex((line) => line.id === input.id && line.seller === input.seller)
        if (index > -1) {
          lines = lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + input.quantity } : line))
        } else {
          const line: OrderFormItem = orderFormItem({
            id: sku.id,
            productId: sku.productId,
            name: sku.name,
            ean: sku.ean,
            quantity: input.quantity,
            seller: input.seller,
            price: sku.sellingPrice,
            listPrice: sku.listPrice,
            sellingPrice: sku.sellingPrice,
          })
          lines.push(line)
        }
      }
      return this.save({ ...orderForm, items: lines })
    })
  }

  updateItems(orderFormId: string, updates: OrderItemUpdate[]): Promise<OrderForm> {
    return this.call('updateItems', () => {
      const orderForm = this.require(orderFormId)
      const quantities = new Map(updates.map((update) => [update.index, update.quantity]))
      const items = orderForm.items
        .map((item, index) => ({ ...item, quantity: quantities.get(index) ?? item.quantity }))
        .filter((item) => item.quantity > 0)
      return this.save({ ...orderForm, items })
    })
  }

  addCoupon(orderFormId: string, coupon: string): Promise<OrderForm> {
    return this.call('addCoupon', () => {
      const orderForm = this.require(orderFormId)
      return this.save({ ...orderForm, marketingData: { marketingTags: [], ...orderForm.marketingData, coupon } })
    })
  }

  clearMessages(orderFormId: string): Promise<OrderForm> {
    return this.call('clearMessages', () => this.save({ ...this.require(orderFormId), messages: [] }))
  }

  setMarketingData(orderFormId: string, data: MarketingData): Promise<OrderForm> {
    return this.call('setMarketingData', () => this.save({ ...this.require(orderFormId), marketingData: data }))
  }

  setShippingData(orderFormId: string, shipping: ShippingDataInput): Promise<OrderForm> {
    return this.call('setShippingData', () => {
      const orderForm = this.require(orderFormId)
      const selected = 'cep' in shipping ? { postalCode: shipping.cep } : shipping.selectedAddresses[0]
      const address = selected ? orderFormAddress({ ...selected, addressId: selected.addressId ?? undefined }) : null
      return this.save({ ...orderForm, shippingData: { ...orderForm.shippingData, address, selectedAddresses: address ? [address] : [] } })
    })
  }

  setClientProfile(orderFormId: string, profile: ClientProfileInput): Promise<OrderForm> {
    return this.call('setClientProfile', () => this.save({ ...this.require(orderFormId), clientProfileData: clientProfile(profile) }))
  }

  setClientPreferences(orderFormId: string, preferences: ClientPreferencesInput): Promise<OrderForm> {
    return this.call('setClientPreferences', () =>
      this.save({ ...this.require(orderFormId), clientPreferencesData: { locale: 'pt-BR', optinNewsLetter: preferences.optinNewsletter } }),
    )
  }

  addCustomData(orderFormId: string, data: CustomDataInput): Promise<OrderForm> {
    return this.call('addCustomData', () => {
      const orderForm = this.require(orderFormId)
      const others = (orderForm.customData?.customApps ?? []).filter((app) => app.id !== data.appId)
      return this.save({ ...orderForm, customData: { customApps: [...others, { id: data.appId, major: 1, fields: data.fields }] } })
    })
  }

  setPaymentData(orderFormId: string, payment: PaymentSelectionInput): Promise<OrderForm> {
    return this.call('setPaymentData', () => {
      const orderForm = this.require(orderFormId)
      const selected = {
        paymentSystem: payment.paymentSystem,
        bin: null,
        accountId: null,
        tokenId: null,
        installments: payment.installments,
        referenceValue: orderForm.value,
        value: orderForm.value,
        merchantSellerPayments: [],
      }
      return this.save({ ...orderForm, paymentData: { ...orderForm.paymentData, payments: [selected] } })
    })
  }

  changeToAnonymousUser(orderFormId: string): Promise<OrderForm> {
    return this.call('changeToAnonymousUser', () =>
      this.save({ ...this.require(orderFormId), clientProfileData: null, loggedIn: false }),
    )
  }
}

export const CATALOGUE: CatalogueSku[] = [
  { id: '101', productId: '10', name: 'Tênis de corrida 42', ean: '7890000000101', listPrice: 29990, sellingPrice: 24990 },
  { id: '102', productId: '10', name: 'Tênis de corrida 43', ean: '7890000000102', listPrice: 29990, sellingPrice: 29990 },
  { id: '201', productId: '20', name: 'Garrafa 1 L', ean: '7890000000201', listPrice: 3990, sellingPrice: 3990 },
]

/** A Map-backed Web Storage stand-in. */
export class MemoryStorage {
  readonly data = new Map<string, string>()
  getItem(key: string): string | null {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.data.set(key, value)
  }
  removeItem(key: string): void {
    this.data.delete(key)
  }
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
