import { GIFT_CARD_PRODUCT_ID, RETAILER_SELLER_ID } from '../../../config/constants'
import { deliveryOptionsFor, type DeliveryOptions, type DeliverySla } from '../shipping'
import type { PickupPoint } from '../shipping'
import type { CheckoutEnv } from './env'
import { buildItem } from './item-mapping'
import { paymentDataOf } from './payment-data'
import type { Coupon } from './coupon'
import type {
  LogisticsInfo,
  OrderForm,
  OrderFormItem,
  OrderFormPickupPoint,
  OrderFormSeller,
  PickupStoreAddress,
  PriceTag,
  ShippingData,
  Sla,
  Totalizer,
} from '../../../contracts/checkout'

export const COUNTRY = 'BRA'
export const LOCALE = 'pt-BR'

export const TOTALIZER_NAMES = {
  Items: 'Total dos Itens',
  Discounts: 'Total dos Descontos',
  Shipping: 'Total do Frete',
} as const

export interface CreateOrderFormOptions {
  salesChannel: string
}

/** An empty cart. */
export function createOrderForm(orderFormId: string, { salesChannel }: CreateOrderFormOptions): OrderForm {
  return {
    orderFormId,
    salesChannel,
    loggedIn: false,
    isCheckedIn: false,
    storeId: null,
    checkedInPickupPointId: null,
    allowManualPrice: false,
    canEditData: true,
    userProfileId: null,
    userType: null,
    ignoreProfileData: false,
    value: 0,
    messages: [],
    items: [],
    selectableGifts: [],
    totalizers: [],
    shippingData: emptyShippingData(),
    clientProfileData: null,
    paymentData: {
      updateStatus: 'updated',
      installmentOptions: [],
      paymentSystems: [],
      payments: [],
      giftCards: [],
      giftCardMessages: [],
      availableAccounts: [],
      availableTokens: [],
      availableAssociations: {},
    },
    marketingData: null,
    sellers: [],
    clientPreferencesData: { locale: LOCALE, optinNewsLetter: null },
    commercialConditionData: null,
    storePreferencesData: {
      countryCode: COUNTRY,
      saveUserData: true,
      timeZone: 'E. South America Standard Time',
      currencyCode: 'BRL',
      currencyLocale: 1046,
      currencySymbol: 'R$',
      currencyFormatInfo: {
        currencyDecimalDigits: 2,
        currencyDecimalSeparator: ',',
        currencyGroupSeparator: '.',
        currencyGroupSize: 3,
        startsWithCurrencySymbol: true,
      },
    },
    giftRegistryData: null,
    openTextField: null,
    invoiceData: null,
    customData: null,
    itemMetadata: { items: [] },
    hooksData: null,
    ratesAndBenefitsData: { rateAndBenefitsIdentifiers: [], teaser: [] },
    subscriptionData: null,
    itemsOrdination: null,
  }
}

export function emptyShippingData(): ShippingData {
  return { address: null, logisticsInfo: [], selectedAddresses: [], availableAddresses: [], pickupPoints: [] }
}

/** Key that identifies a cart line across changes: one line per SKU and seller. */
export const lineKey = (item: { id: string; seller: string }): string => `${item.id}\u0000${item.seller}`

/** The SLA each line had selected (by line key), to keep the choice when lines change. */
export function selectedSlas(orderForm: OrderForm): Map<string, string> {
  const selected = new Map<string, string>()
  for (const info of orderForm.shippingData.logisticsInfo) {
    const item = orderForm.items[info.itemIndex]
    if (item && info.selectedSla) selected.set(lineKey(item), info.selectedSla)
  }
  return selected
}

// ── Prices ─────────────────────────────────────────────────────────────────

/** Coupons and promotions never apply to the gift card (product 11113): it is money, not merchandise. */
const isPromotable = (item: Pick<OrderFormItem, 'productId'>): boolean => item.productId !== GIFT_CARD_PRODUCT_ID

/** Whether the cart's coupon makes delivery free: a free-shipping coupon, on a cart with something other than gift cards. */
export function hasFreeShipping(coupon: Coupon | undefined, items: readonly OrderFormItem[]): boolean {
  return coupon?.kind === 'freeShipping' && items.some(isPromotable)
}

function couponAppliesTo(coupon: Coupon, item: OrderFormItem, env: CheckoutEnv): boolean {
  if (coupon.kind !== 'itemsPercent' || !isPromotable(item)) return false
  if (!coupon.sportSlug) return true
  const found = env.catalogue.sku(item.id)
  const sportId = found?.product.sportId
  return Boolean(sportId && env.catalogue.sport(sportId)?.slug === coupon.sportSlug)
}

/** Re-reads prices, names and availability from the catalogue and applies the coupon. */
function priceItems(items: OrderFormItem[], coupon: Coupon | undefined, env: CheckoutEnv): OrderFormItem[] {
  const now = env.now()
  return items.map((item) => {
    const found = env.catalogue.sku(item.id)
    const fresh = found ? buildItem(env.catalogue, found.product, found.sku, item.seller, item.quantity, item.uniqueId, now) : item
    const discountPerUnit =
      coupon && couponAppliesTo(coupon, fresh, env) ? Math.round((fresh.price * coupon.percent) / 100) : 0
    const sellingPrice = fresh.price - discountPerUnit
    const priceTags: PriceTag[] = discountPerUnit
      ? [
          {
            identifier: coupon?.code ?? null,
            isPercentual: false,
            name: `DISCOUNT@MARKETPLACE`,
            rawValue: -(discountPerUnit * fresh.quantity) / 100,
            value: -discountPerUnit * fresh.quantity,
          },
        ]
      : []
    return {
      ...fresh,
      sellingPrice,
      priceTags,
      priceDefinition: {
        calculatedSellingPrice: sellingPrice,
        total: sellingPrice * fresh.quantity,
        sellingPrices: [{ value: sellingPrice, quantity: fresh.quantity }],
      },
    }
  })
}

// ── Logistics ──────────────────────────────────────────────────────────────

function pickupAddress(point: PickupPoint): PickupStoreAddress {
  return { addressType: 'pickup', ...point.address, country: COUNTRY, complement: null, reference: null, geoCoordinates: [] }
}

function toSla(sla: DeliverySla, itemIndex: number, quantity: number, freeShipping: boolean): Sla {
  const listPrice = sla.itemPrices[itemIndex] ?? 0
  const price = freeShipping && sla.deliveryChannel === 'delivery' ? 0 : listPrice
  return {
    id: sla.id,
    deliveryChannel: sla.deliveryChannel,
    name: sla.name,
    deliveryIds: [{ courierId: sla.id, warehouseId: '1_1', dockId: '1', courierName: sla.name, quantity }],
    shippingEstimate: sla.shippingEstimate,
    shippingEstimateDate: null,
    lockTTL: null,
    price,
    listPrice,
    tax: 0,
    pickupStoreInfo: sla.pickupPoint
      ? {
          isPickupStore: true,
          friendlyName: sla.pickupPoint.friendlyName,
          address: pickupAddress(sla.pickupPoint),
          additionalInfo: null,
          dockId: null,
        }
      : { isPickupStore: false, friendlyName: null, address: null, additionalInfo: null, dockId: null },
    pickupPointId: sla.pickupPoint?.id ?? null,
    pickupDistance: sla.pickupPoint?.distanceKm ?? 0,
    polygonName: null,
    transitTime: sla.shippingEstimate,
  }
}

export function orderFormPickupPoints(options: DeliveryOptions | null): OrderFormPickupPoint[] {
  return (options?.pickupPoints ?? []).map((point) => ({
    id: point.id,
    friendlyName: point.friendlyName,
    address: pickupAddress(point),
    distance: point.distanceKm,
  }))
}

/**
 * Delivery options per item for the cart's address. Items are packed per
 * seller (one package each, priced by its units); only the retailer's own
 * packages can be collected in its stores. A line keeps the SLA it had (when
 * still offered); otherwise the first delivery option is selected.
 */
export function buildLogistics(
  items: OrderFormItem[],
  postalCode: string | null,
  addressId: string | null,
  previous: Map<string, string>,
  freeShipping: boolean,
): { logisticsInfo: LogisticsInfo[]; options: DeliveryOptions | null } {
  const options = postalCode ? deliveryOptionsFor(postalCode, []) : null
  const slasOf: Sla[][] = items.map(() => [])
  if (postalCode && options) {
    const bySeller = new Map<string, number[]>()
    items.forEach((item, index) => bySeller.set(item.seller, [...(bySeller.get(item.seller) ?? []), index]))
    for (const [seller, indexes] of bySeller) {
      const pack = deliveryOptionsFor(
        postalCode,
        indexes.map((index) => items[index]),
      )
      const offered = (pack?.slas ?? []).filter((sla) => seller === RETAILER_SELLER_ID || sla.deliveryChannel === 'delivery')
      indexes.forEach((itemIndex, position) => {
        slasOf[itemIndex] = offered.map((sla) => toSla(sla, position, items[itemIndex].quantity, freeShipping))
      })
    }
  }
  const logisticsInfo = items.map((item, itemIndex): LogisticsInfo => {
    const slas = slasOf[itemIndex]
    const wanted = previous.get(lineKey(item))
    const selected = slas.find((sla) => sla.id === wanted) ?? slas[0] ?? null
    return {
      itemIndex,
      itemId: item.id,
      selectedSla: selected?.id ?? null,
      selectedDeliveryChannel: selected?.deliveryChannel ?? null,
      addressId: selected ? addressId : null,
      slas,
      shipsTo: [COUNTRY],
      deliveryChannels: item.seller === RETAILER_SELLER_ID ? [{ id: 'delivery' }, { id: 'pickup-in-point' }] : [{ id: 'delivery' }],
    }
  })
  return { logisticsInfo, options }
}

// ── Totals ─────────────────────────────────────────────────────────────────

export function totalizersOf(items: OrderFormItem[], logisticsInfo: LogisticsInfo[]): Totalizer[] {
  const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  const itemDiscounts = items.reduce((sum, item) => sum + (item.sellingPrice - item.price) * item.quantity, 0)
  let shippingList = 0
  let shippingPaid = 0
  let anySelected = false
  for (const info of logisticsInfo) {
    const sla = info.slas.find((candidate) => candidate.id === info.selectedSla)
    if (!sla) continue
    anySelected = true
    shippingList += sla.listPrice
    shippingPaid += sla.price
  }
  const discounts = itemDiscounts - (shippingList - shippingPaid)
  const totalizers: Totalizer[] = []
  if (items.length > 0) totalizers.push({ id: 'Items', name: TOTALIZER_NAMES.Items, value: itemsTotal })
  if (discounts !== 0) totalizers.push({ id: 'Discounts', name: TOTALIZER_NAMES.Discounts, value: discounts })
  if (anySelected) totalizers.push({ id: 'Shipping', name: TOTALIZER_NAMES.Shipping, value: shippingList })
  return totalizers
}

function sellersOf(items: OrderFormItem[], env: CheckoutEnv): OrderFormSeller[] {
  const ids = [...new Set(items.map((item) => item.seller))]
  return ids.map((id) => ({ id, name: env.catalogue.sellerName(id) ?? id, logo: '' }))
}

/**
 * Brings every derived part of the orderForm up to date: item prices and
 * availability from the catalogue, coupon discounts, delivery options of the
 * address, totalizers, value, payment options and the chosen payment's value,
 * sellers and item metadata.
 * `previousSelection` is the SLA per line before the change (see selectedSlas).
 */
export function recalculate(orderForm: OrderForm, env: CheckoutEnv, previousSelection = selectedSlas(orderForm)): OrderForm {
  const couponCode = orderForm.marketingData?.coupon
  const coupon = couponCode ? env.coupon(couponCode) : undefined
  const items = priceItems(orderForm.items, coupon, env)
  const address = orderForm.shippingData.address
  const { logisticsInfo, options } = buildLogistics(
    items,
    address?.postalCode ?? null,
    address?.addressId ?? null,
    previousSelection,
    hasFreeShipping(coupon, items),
  )
  const totalizers = totalizersOf(items, logisticsInfo)
  const value = totalizers.reduce((sum, totalizer) => sum + totalizer.value, 0)
  return {
    ...orderForm,
    items,
    totalizers,
    value,
    paymentData: paymentDataOf(orderForm, value, env.now()),
    shippingData: { ...orderForm.shippingData, logisticsInfo, pickupPoints: orderFormPickupPoints(options) },
    sellers: sellersOf(items, env),
    itemMetadata: {
      items: items.map((item) => ({
        id: item.id,
        seller: item.seller,
        name: item.name,
        skuName: item.skuName,
        productId: item.productId,
        refId: item.refId,
        ean: item.ean,
        imageUrl: item.imageUrl,
        detailUrl: item.detailUrl,
      })),
    },
  }
}
