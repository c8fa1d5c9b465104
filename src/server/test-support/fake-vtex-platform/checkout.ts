import crypto from 'node:crypto'
import type fc from 'fast-check'
import { sampleOne, schemaArbitrary, type JsonSchema } from '../../../test-support/vtex-documents/schema-arbitrary'
import { vtexDocument } from '../../../test-support/vtex-documents/documents'
import { seedOf, type DocumentContract, type MatchedOperation } from './contract'
import type { FakeProduct } from './catalogue'

/**
 * The fake account's checkout: carts and orders whose every answer is
 * generated from the checkout document's schemas (an orderForm, a cart item,
 * an SLA, a simulation, the placed orders…), then given the state a platform
 * keeps — the items added with the catalogue's prices, the totals, the
 * address and delivery chosen, the profile, the payment, the order group.
 * The fields the store's flow reads are those overwritten; the others keep
 * their generated values, as the document allows them.
 */

type Json = Record<string, unknown>

export interface FakeAnswer {
  status: number
  body?: unknown
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])
const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex')
const cents = (reais: unknown) => Math.round(Number(reais) * 100)

/** The account's payment systems (ids are VTEX's own: Visa 2, Mastercard 4, boleto 6, Pix 125). */
const PAYMENT_SYSTEMS = [
  { id: 2, name: 'Visa', groupName: 'creditCardPaymentGroup', regex: '^4[0-9]{15}$', description: null },
  { id: 4, name: 'Mastercard', groupName: 'creditCardPaymentGroup', regex: '^5[1-5][0-9]{14}$', description: null },
  { id: 6, name: 'Boleto Bancário', groupName: 'bankInvoicePaymentGroup', regex: null, description: 'Pague em qualquer banco até o vencimento.' },
  { id: 125, name: 'Pix', groupName: 'instantPaymentPaymentGroup', regex: null, description: 'Pague com o QR code em até 30 minutos.' },
]
/** The account's delivery options: name, price per unit (cents), business days. */
const SLAS = [
  { id: 'Normal', price: 1590, days: 5 },
  { id: 'Expressa', price: 2990, days: 2 },
]
const MAX_INSTALLMENTS = 6

export class FakeCheckout {
  private readonly carts = new Map<string, Json>()
  /** Placed orders by order group. */
  readonly orderGroups = new Map<string, Json[]>()
  private readonly skus = new Map<string, { product: FakeProduct; item: Json }>()
  private readonly arbitraries = new Map<string, fc.Arbitrary<unknown>>()

  constructor(
    private readonly contract: DocumentContract,
    catalogue: readonly FakeProduct[],
    private readonly options: { account: string; seed: number; baseUrl: () => string },
  ) {
    for (const product of catalogue) for (const item of objects(product.wire.items)) this.skus.set(String(item.itemId), { product, item })
  }

  /** A value generated from a schema of the checkout document (by JSON pointer), the same for the same key. */
  private generate(pointer: string, key: string): Json {
    let arbitrary = this.arbitraries.get(pointer)
    if (!arbitrary) {
      arbitrary = schemaArbitrary(vtexDocument('checkout'), { $ref: `#${pointer}` }, { presence: 'all', maxItems: 2 })
      this.arbitraries.set(pointer, arbitrary)
    }
    return sampleOne(arbitrary, (this.options.seed + seedOf(key)) >>> 0) as Json
  }

  /** A new cart: a generated orderForm with a new cart's state. */
  private newCart(orderFormId: string, salesChannel: string): Json {
    const cart = this.generate('/components/schemas/orderForm', `cart:${orderFormId}`)
    const paymentData = isObject(cart.paymentData) ? cart.paymentData : {}
    Object.assign(cart, {
      orderFormId,
      salesChannel,
      loggedIn: false,
      canEditData: true,
      userProfileId: null,
      ignoreProfileData: false,
      items: [],
      messages: [],
      totalizers: [],
      value: 0,
      clientProfileData: null,
      marketingData: null,
      customData: null,
      giftRegistryData: null,
      openTextField: null,
      invoiceData: null,
      selectableGifts: [],
      clientPreferencesData: { locale: 'pt-BR', optinNewsLetter: null },
      sellers: [{ id: '1', name: 'Arena Esportes', logo: '' }],
      shippingData: { address: null, logisticsInfo: [], selectedAddresses: [], availableAddresses: [] },
      paymentData: {
        ...paymentData,
        giftCards: [],
        transactions: [],
        payments: [],
        paymentSystems: PAYMENT_SYSTEMS.map((system, i) => {
          const generated = objects(paymentData.paymentSystems)[i] ?? {}
          return {
            ...generated,
            id: system.id,
            stringId: String(system.id),
            name: system.name,
            groupName: system.groupName,
            description: system.description,
            isCustom: false,
            requiresDocument: false,
            requiresAuthentication: false,
            validator: system.regex
              ? { regex: system.regex, mask: '9999 9999 9999 9999', cardCodeRegex: '^[0-9]{3}$', cardCodeMask: '999', weights: [2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1], useCvv: true, useExpirationDate: true, useCardHolderName: true, useBillingAddress: true }
              : null,
          }
        }),
        installmentOptions: [],
      },
    })
    this.carts.set(orderFormId, cart)
    return cart
  }

  private cart(orderFormId: string, salesChannel = '1'): Json {
    return this.carts.get(orderFormId) ?? this.newCart(orderFormId, salesChannel)
  }

  /** A cart line of a SKU, or null when the SKU or its seller is unknown. */
  private line(skuId: string, sellerId: string, quantity: number, orderFormId: string, index: number): Json | null {
    const found = this.skus.get(skuId)
    const seller = objects(found?.item.sellers).find((s) => s.sellerId === sellerId)
    if (!found || !seller || !isObject(seller.commertialOffer)) return null
    const offer = seller.commertialOffer
    const { product, item } = found
    const price = cents(offer.Price)
    const listPrice = Math.max(cents(offer.ListPrice), price)
    const image = objects(item.images)[0]
    // The deepest category path comes first on the platform's product.
    const firstPath = (value: unknown) => String(Array.isArray(value) ? (value[0] ?? '') : '').split('/').filter(Boolean)
    const [departmentId, categoryId] = firstPath(product.wire.categoriesIds)
    const [departmentName, categoryName] = firstPath(product.wire.categories)
    const line = this.generate('/components/schemas/orderForm/properties/items/items', `item:${orderFormId}:${skuId}:${index}`)
    const available = Number(offer.AvailableQuantity) > 0
    return Object.assign(line, {
      uniqueId: hex(16).toUpperCase(),
      id: skuId,
      productId: product.productId,
      productRefId: String(product.wire.productReference ?? ''),
      refId: `REF-${skuId}`,
      ean: String(item.ean ?? ''),
      name: String(item.nameComplete ?? product.productName),
      skuName: String(item.name ?? ''),
      modalType: null,
      parentItemIndex: null,
      parentAssemblyBinding: null,
      tax: 0,
      price,
      listPrice,
      manualPrice: null,
      manualPriceAppliedBy: null,
      sellingPrice: price,
      rewardValue: 0,
      isGift: false,
      preSaleDate: null,
      additionalInfo: { dimension: null, brandName: product.brand, brandId: String(product.wire.brandId), offeringInfo: null, offeringType: null, offeringTypeId: null },
      productCategoryIds: departmentId && categoryId ? `/${departmentId}/${categoryId}/` : '',
      productCategories: departmentId && categoryId ? { [departmentId]: departmentName, [categoryId]: categoryName } : {},
      quantity,
      seller: sellerId,
      sellerChain: [sellerId],
      // As the platform writes a cart line's picture: the image host of the checkout, at 55 × 55.
      imageUrl: image ? String(image.imageUrl).replace('https://', 'http://').replace('.vtexassets.com', '.vteximg.com.br').replace(/\/ids\/(\d+)\//, '/ids/$1-55-55/') : '',
      detailUrl: `/${product.linkText}/p`,
      bundleItems: [],
      attachments: [],
      priceTags: [],
      availability: available ? 'available' : 'withoutStock',
      measurementUnit: 'un',
      unitMultiplier: 1,
      priceDefinition: { calculatedSellingPrice: price, total: price * quantity, sellingPrices: [{ value: price, quantity }] },
    })
  }

  /** Totals, delivery per line and value after a change. */
  private recompute(cart: Json): void {
    const items = objects(cart.items)
    items.forEach((item) => {
      const price = Number(item.sellingPrice)
      const quantity = Number(item.quantity)
      item.priceDefinition = { calculatedSellingPrice: price, total: price * quantity, sellingPrices: [{ value: price, quantity }] }
    })
    const shipping = isObject(cart.shippingData) ? cart.shippingData : {}
    const address = isObject(shipping.address) ? shipping.address : null
    const previous = objects(shipping.logisticsInfo)
    shipping.logisticsInfo = items.map((item, itemIndex) => {
      const chosen = previous.find((info) => info.itemId === item.id && info.itemIndex === itemIndex)?.selectedSla
      const slas = address ? SLAS.map((sla) => this.sla(String(cart.orderFormId), sla, Number(item.quantity))) : []
      const selected = address ? (SLAS.some((sla) => sla.id === chosen) ? chosen : SLAS[0].id) : null
      return {
        itemIndex,
        itemId: item.id,
        selectedSla: selected,
        selectedDeliveryChannel: selected ? 'delivery' : null,
        addressId: address ? address.addressId : null,
        slas,
        shipsTo: ['BRA'],
        deliveryChannels: [{ id: 'delivery' }],
      }
    })
    cart.shippingData = shipping
    const itemsTotal = items.reduce((sum, item) => sum + Number(item.sellingPrice) * Number(item.quantity), 0)
    const shippingTotal = objects(shipping.logisticsInfo).reduce((sum, info) => sum + Number(objects(info.slas).find((sla) => sla.id === info.selectedSla)?.price ?? 0), 0)
    const totalizers: Json[] = []
    if (items.length) totalizers.push({ id: 'Items', name: 'Total dos Itens', value: itemsTotal })
    if (address && items.length) totalizers.push({ id: 'Shipping', name: 'Total do Frete', value: shippingTotal })
    cart.totalizers = totalizers
    cart.value = itemsTotal + shippingTotal
    const paymentData = cart.paymentData as Json
    paymentData.installmentOptions = cart.value ? PAYMENT_SYSTEMS.map((system) => this.installmentOption(system.id, Number(cart.value), system.groupName === 'creditCardPaymentGroup')) : []
    paymentData.payments = objects(paymentData.payments).map((payment) => ({ ...payment, value: cart.value, referenceValue: cart.value, installmentsValue: Math.round(Number(cart.value) / Math.max(1, Number(payment.installments) || 1)) }))
  }

  private sla(orderFormId: string, sla: (typeof SLAS)[number], quantity: number): Json {
    const generated = this.generate('/components/schemas/orderForm/properties/shippingData/properties/logisticsInfo/items/properties/slas/items', `sla:${orderFormId}:${sla.id}`)
    return Object.assign(generated, {
      id: sla.id,
      name: sla.id,
      deliveryChannel: 'delivery',
      price: sla.price * quantity,
      listPrice: sla.price * quantity,
      tax: 0,
      shippingEstimate: `${sla.days}bd`,
      shippingEstimateDate: null,
      lockTTL: null,
      pickupPointId: null,
      pickupDistance: 0,
      pickupStoreInfo: { isPickupStore: false, friendlyName: null, address: null, additionalInfo: null, dockId: null },
    })
  }

  private installmentOption(paymentSystem: number, value: number, card: boolean): Json {
    const counts = card ? Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).filter((n) => n === 1 || value / n >= 1000) : [1]
    const system = PAYMENT_SYSTEMS.find((s) => s.id === paymentSystem)
    return {
      paymentSystem,
      bin: null,
      paymentName: system?.name ?? null,
      paymentGroupName: system?.groupName ?? null,
      value,
      installments: counts.map((count) => {
        const each = Math.round(value / count)
        return { count, hasInterestRate: false, interestRate: 0, value: each, total: value, sellerMerchantInstallments: [{ id: this.options.account.toUpperCase(), count, hasInterestRate: false, interestRate: 0, value: each, total: value }] }
      }),
    }
  }

  /** The placed orders of a cart: the document's placement answer, with this cart's values. */
  private place(cart: Json): Json {
    const orderGroup = `v${hex(5)}`
    const answer = this.generate('/paths/~1api~1checkout~1pub~1orders/put/responses/200/content/application~1json/schema', `order:${orderGroup}`)
    const payment = objects((cart.paymentData as Json).payments)[0] ?? {}
    const transactionId = hex(16).toUpperCase()
    const generatedOrder = objects(answer.orders)[0] ?? {}
    const generatedPayments = isObject(generatedOrder.paymentData) ? generatedOrder.paymentData : {}
    const order = {
      ...generatedOrder,
      orderId: `${orderGroup}-01`,
      orderGroup,
      state: 'order-created',
      value: cart.value,
      creationDate: new Date().toISOString(),
      // The payment chosen in the cart, for the cart's value (the transaction of this placement).
      paymentData: {
        ...generatedPayments,
        giftCards: [],
        transactions: [
          {
            isActive: true,
            transactionId,
            merchantName: this.options.account.toUpperCase(),
            payments: [{ accountId: '', bin: null, installments: Number(payment.installments ?? 1), paymentSystem: Number(payment.paymentSystem ?? 6), referenceValue: cart.value, value: cart.value }],
          },
        ],
      },
      items: objects(cart.items).map((item) => ({ ...item })),
      totals: cart.totalizers,
      clientProfileData: cart.clientProfileData,
      shippingData: cart.shippingData,
      sellers: cart.sellers,
    }
    Object.assign(answer, {
      orderForm: null,
      transactionData: {
        ...(isObject(answer.transactionData) ? answer.transactionData : {}),
        merchantTransactions: [
          {
            id: this.options.account.toUpperCase(),
            transactionId,
            merchantName: this.options.account.toUpperCase(),
            payments: [{ paymentSystem: Number(payment.paymentSystem ?? 6), bin: null, accountId: null, tokenId: null, value: cart.value, referenceValue: cart.value, giftCardRedemptionCode: null, giftCardProvider: null, giftCardId: null }],
          },
        ],
        // The payment gateway of the account (here, this fake: outside both documents).
        receiverUri: `${this.options.baseUrl()}/split/${orderGroup}/payments`,
        gatewayCallbackTemplatePath: `/checkout/gatewayCallback/${orderGroup}/{messageCode}`,
      },
      orders: [order],
    })
    this.orderGroups.set(orderGroup, [order])
    return answer
  }

  private cartAnswer(cart: Json): FakeAnswer {
    return { status: 200, body: cart }
  }

  /** The answer of a documented checkout operation, or null when this fake leaves it to the generic generator. */
  answer(matched: MatchedOperation, query: URLSearchParams, body: unknown): FakeAnswer | null {
    const id = matched.params.orderFormId
    const input = isObject(body) ? body : {}
    const route = `${matched.method} ${matched.path.replace('/api/checkout/pub/orderForm/{orderFormId}', '{cart}')}`
    switch (route) {
      case 'get /api/checkout/pub/orderForm':
        return this.cartAnswer(this.newCart(hex(16), query.get('sc') ?? '1'))
      case 'get {cart}':
        return this.cartAnswer(this.cart(id, query.get('sc') ?? '1'))
      case 'post {cart}/items': {
        const cart = this.cart(id, query.get('sc') ?? '1')
        const items = objects(cart.items)
        for (const wanted of objects(input.orderItems)) {
          const existing = items.find((item) => item.id === String(wanted.id) && item.seller === String(wanted.seller))
          if (existing) {
            existing.quantity = Number(existing.quantity) + Number(wanted.quantity)
            continue
          }
          const line = this.line(String(wanted.id), String(wanted.seller), Number(wanted.quantity), id, items.length)
          if (!line) return { status: 400, body: { error: { code: 'ORD027', message: `Item ${String(wanted.id)} não encontrado ou indisponível`, exception: null } } }
          items.push(line)
        }
        cart.items = items
        this.recompute(cart)
        return this.cartAnswer(cart)
      }
      case 'post {cart}/items/update':
      case 'patch {cart}/items': {
        const cart = this.cart(id)
        const items = objects(cart.items)
        for (const change of objects(input.orderItems)) {
          const index = Number(change.index)
          if (items[index]) items[index].quantity = Number(change.quantity)
        }
        cart.items = items.filter((item) => Number(item.quantity) > 0)
        this.recompute(cart)
        return this.cartAnswer(cart)
      }
      case 'post {cart}/items/removeAll': {
        const cart = this.cart(id)
        cart.items = []
        this.recompute(cart)
        return this.cartAnswer(cart)
      }
      case 'post {cart}/attachments/shippingData': {
        const cart = this.cart(id)
        const wanted = objects(input.selectedAddresses)[0]
        const shipping = cart.shippingData as Json
        if (wanted) {
          const generated = this.generate('/components/schemas/orderForm/properties/shippingData/properties/address', `address:${id}:${String(wanted.postalCode)}`)
          const address = { ...generated, ...wanted, addressId: typeof wanted.addressId === 'string' ? wanted.addressId : hex(8), country: 'BRA', geoCoordinates: [] }
          shipping.address = address
          shipping.selectedAddresses = [address]
        }
        const chosen = objects(input.logisticsInfo)
        if (chosen.length) shipping.logisticsInfo = chosen.map((info) => ({ ...info, itemId: objects(cart.items)[Number(info.itemIndex)]?.id }))
        this.recompute(cart)
        return this.cartAnswer(cart)
      }
      case 'post {cart}/attachments/clientProfileData': {
        const cart = this.cart(id)
        const generated = this.generate('/components/schemas/orderForm/properties/clientProfileData', `profile:${id}`)
        cart.clientProfileData = { ...generated, ...(isObject(cart.clientProfileData) ? cart.clientProfileData : {}), isCorporate: false, corporateName: null, tradeName: null, corporateDocument: null, stateInscription: null, corporatePhone: null, ...input }
        return this.cartAnswer(cart)
      }
      case 'post {cart}/attachments/clientPreferencesData': {
        const cart = this.cart(id)
        cart.clientPreferencesData = { locale: typeof input.locale === 'string' ? input.locale : 'pt-BR', optinNewsLetter: typeof input.optinNewsLetter === 'boolean' ? input.optinNewsLetter : null }
        return this.cartAnswer(cart)
      }
      case 'post {cart}/attachments/marketingData': {
        const cart = this.cart(id)
        cart.marketingData = { marketingTags: [], ...input }
        return this.cartAnswer(cart)
      }
      case 'post {cart}/attachments/paymentData': {
        const cart = this.cart(id)
        ;(cart.paymentData as Json).payments = objects(input.payments).map((payment) => ({ paymentSystem: payment.paymentSystem, installments: payment.installments ?? 1, referenceValue: 0, value: 0 }))
        this.recompute(cart)
        return this.cartAnswer(cart)
      }
      case 'post {cart}/messages/clear': {
        const cart = this.cart(id)
        cart.messages = []
        return this.cartAnswer(cart)
      }
      case 'post {cart}/coupons': {
        const cart = this.cart(id)
        cart.marketingData = { marketingTags: [], ...(isObject(cart.marketingData) ? cart.marketingData : {}), coupon: typeof input.text === 'string' ? input.text : '' }
        return this.cartAnswer(cart)
      }
      case 'put {cart}/customData/{appId}':
      case 'put {cart}/customData/{appId}/{appFieldName}': {
        const cart = this.cart(id)
        const apps = objects(isObject(cart.customData) ? cart.customData.customApps : [])
        const app = apps.find((candidate) => candidate.id === matched.params.appId) ?? { id: matched.params.appId, major: 1, fields: {} }
        app.fields = { ...(isObject(app.fields) ? app.fields : {}), ...(matched.params.appFieldName ? { [matched.params.appFieldName]: input.value } : input) }
        cart.customData = { customApps: [...apps.filter((candidate) => candidate !== app), app] }
        return this.cartAnswer(cart)
      }
      case 'get {cart}/installments': {
        const cart = this.cart(id)
        const system = Number(query.get('paymentSystem'))
        return { status: 200, body: this.installmentOption(system, Number(cart.value), PAYMENT_SYSTEMS.some((s) => s.id === system && s.groupName === 'creditCardPaymentGroup')) }
      }
      case 'post /api/checkout/pub/orderForms/simulation':
        return { status: 200, body: this.simulation(input) }
      case 'post {cart}/transaction': {
        const cart = this.cart(id)
        if (objects(cart.items).length === 0) return { status: 400, body: { error: { code: 'CHK0080', message: 'O carrinho está vazio.', exception: null } } }
        if (Number(input.value) !== Number(cart.value)) return { status: 400, body: { error: { code: 'CHK0079', message: 'O valor do pedido mudou.', exception: null } } }
        return { status: 200, body: this.place(cart) }
      }
      case 'post /api/checkout/pub/gatewayCallback/{orderGroup}': {
        const orders = this.orderGroups.get(matched.params.orderGroup)
        if (!orders) return { status: 500, body: { operationId: hex(8), error: { code: 'CHK0001', message: 'Order group not found', exception: null } } }
        // The cart that became the order is empty from now on.
        for (const cart of this.carts.values()) {
          if (objects(cart.items).length && orders.some((order) => objects(order.items).some((item) => objects(cart.items).some((line) => line.uniqueId === item.uniqueId)))) {
            cart.items = []
            cart.paymentData = { ...(cart.paymentData as Json), payments: [] }
            this.recompute(cart)
          }
        }
        return { status: 200 }
      }
      default:
        if (id && matched.path.startsWith('/api/checkout/pub/orderForm/{orderFormId}') && this.returnsOrderForm(matched)) return this.cartAnswer(this.cart(id))
        return null
    }
  }

  private returnsOrderForm(matched: MatchedOperation): boolean {
    const responses = matched.operation.responses as Record<string, { content?: Record<string, { schema?: JsonSchema }> }> | undefined
    return responses?.['200']?.content?.['application/json']?.schema?.$ref === '#/components/schemas/orderForm'
  }

  /** The simulation of some items to a postal code: the document's answer with the catalogue's prices and the account's delivery options. */
  private simulation(input: Json): Json {
    const wanted = objects(input.items)
    const answer = this.generate('/paths/~1api~1checkout~1pub~1orderForms~1simulation/post/responses/200/content/application~1json/schema', `simulation:${JSON.stringify(input)}`)
    const generatedItem = objects(answer.items)[0] ?? {}
    const items = wanted.map((request, requestIndex) => {
      const found = this.skus.get(String(request.id))
      const offer = objects(found?.item.sellers).find((s) => s.sellerId === String(request.seller))?.commertialOffer as Json | undefined
      const price = offer ? cents(offer.Price) : 0
      return {
        ...generatedItem,
        id: String(request.id),
        requestIndex,
        quantity: Number(request.quantity),
        seller: String(request.seller),
        sellerChain: [String(request.seller)],
        price,
        listPrice: offer ? Math.max(cents(offer.ListPrice), price) : 0,
        sellingPrice: price,
        availability: offer && Number(offer.AvailableQuantity) > 0 ? 'available' : 'withoutStock',
      }
    })
    const generatedInfo = objects(answer.logisticsInfo)[0] ?? {}
    return {
      ...answer,
      items,
      postalCode: typeof input.postalCode === 'string' ? input.postalCode : null,
      country: 'BRA',
      messages: [],
      logisticsInfo: items.map((item, itemIndex) => ({
        ...generatedInfo,
        itemIndex,
        addressId: null,
        selectedSla: null,
        selectedDeliveryChannel: null,
        quantity: item.quantity,
        shipsTo: ['BRA'],
        slas: item.availability === 'available' ? SLAS.map((sla) => this.sla('simulation', sla, item.quantity)) : [],
        deliveryChannels: [{ id: 'delivery' }],
      })),
    }
  }

  /** The orders of a group (GET …/orders/order-group/{orderGroup}, outside both documents: the shape of the placement answer's `orders`). */
  ordersOf(orderGroup: string): Json[] | null {
    return this.orderGroups.get(orderGroup) ?? null
  }
}
