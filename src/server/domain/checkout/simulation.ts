import { formatPostalCode, regionOf } from '../shipping'
import type { CheckoutEnv } from './env'
import { CheckoutRuleError } from './errors'
import { offerOf } from './item-mapping'
import { addItems, type AddItemInput } from './items'
import { itemNotFoundMessage, itemNotSoldBySellerMessage, withMessages } from './messages'
import { buildLogistics, COUNTRY, createOrderForm, hasFreeShipping, lineKey, orderFormPickupPoints, recalculate, selectedSlas, totalizersOf } from './order-form'
import type { LogisticsInfo, OrderForm, OrderFormMessage, OrderFormPickupPoint, PriceTag, Totalizer } from '../../../contracts/checkout'

/** VTEX's simulation response (POST /api/checkout/pub/orderForms/simulation), for the cart's items. */
export interface SimulationResult {
  items: Array<{
    id: string
    requestIndex: number
    quantity: number
    seller: string
    sellerChain: string[]
    tax: number
    priceValidUntil: string
    price: number
    listPrice: number
    rewardValue: number
    sellingPrice: number
    offerings: never[]
    priceTags: PriceTag[]
    measurementUnit: string
    unitMultiplier: number
    parentItemIndex: null
    parentAssemblyBinding: null
    availability: string
    priceDefinition: OrderForm['items'][number]['priceDefinition']
  }>
  ratesAndBenefitsData: { rateAndBenefitsIdentifiers: string[]; teaser: string[] }
  paymentData: OrderForm['paymentData']
  selectableGifts: never[]
  marketingData: OrderForm['marketingData']
  postalCode: string | null
  country: string
  logisticsInfo: Array<Omit<LogisticsInfo, 'itemId'> & { quantity: number }>
  messages: OrderFormMessage[]
  pickupPoints: OrderFormPickupPoint[]
  totals: Totalizer[]
  itemMetadata: null
}

/**
 * Prices and delivery options of the cart's items to a CEP (the cart's own
 * address when none is given). Reads only: the cart is not changed.
 */
export function simulateOrderForm(orderForm: OrderForm, postalCodeInput: string | undefined, env: CheckoutEnv): SimulationResult {
  const fresh = recalculate(orderForm, env)
  let postalCode: string | null = fresh.shippingData.address?.postalCode ?? null
  if (postalCodeInput !== undefined) {
    postalCode = formatPostalCode(postalCodeInput)
    if (!postalCode || !regionOf(postalCode)) {
      throw new CheckoutRuleError(400, 'postalCodeNotFound', `O CEP ${postalCodeInput.slice(0, 16)} não existe: confira os números.`)
    }
  }
  const coupon = fresh.marketingData?.coupon ? env.coupon(fresh.marketingData.coupon) : undefined
  const { logisticsInfo, options } = buildLogistics(
    fresh.items,
    postalCode,
    null,
    selectedSlas(fresh),
    hasFreeShipping(coupon, fresh.items),
  )
  return {
    items: fresh.items.map((item, requestIndex) => ({
      id: item.id,
      requestIndex,
      quantity: item.quantity,
      seller: item.seller,
      sellerChain: item.sellerChain,
      tax: item.tax,
      priceValidUntil: item.priceValidUntil,
      price: item.price,
      listPrice: item.listPrice,
      rewardValue: item.rewardValue,
      sellingPrice: item.sellingPrice,
      offerings: [],
      priceTags: item.priceTags,
      measurementUnit: item.measurementUnit,
      unitMultiplier: item.unitMultiplier,
      parentItemIndex: null,
      parentAssemblyBinding: null,
      availability: item.availability,
      priceDefinition: item.priceDefinition,
    })),
    ratesAndBenefitsData: fresh.ratesAndBenefitsData,
    paymentData: fresh.paymentData,
    selectableGifts: [],
    marketingData: fresh.marketingData,
    postalCode,
    country: COUNTRY,
    // The simulation contract types pickupDistance as an integer (km).
    logisticsInfo: logisticsInfo.map(({ itemId: _itemId, ...info }) => ({
      ...info,
      quantity: fresh.items[info.itemIndex].quantity,
      slas: info.slas.map((sla) => ({ ...sla, pickupDistance: Math.round(sla.pickupDistance) })),
    })),
    messages: fresh.messages,
    pickupPoints: orderFormPickupPoints(options),
    totals: totalizersOf(fresh.items, logisticsInfo),
    itemMetadata: null,
  }
}

/** What VTEX's cart simulation (`POST /api/checkout/pub/orderForms/simulation`) asks: items, a CEP, the sales channel. */
export interface ItemsSimulationRequest {
  items: readonly AddItemInput[]
  postalCode?: string
  salesChannel: string
}

/**
 * Prices and delivery options of items not in any cart, as if they were put
 * in a new one (its rules: stock, limits, the gift card alone; prices from the
 * catalogue). An item the catalogue or its seller does not have is left out
 * with a message, as the platform does; the answer's `requestIndex` is the
 * position of the item in the request (the first, when one SKU and seller
 * are asked twice: they make one line). Nothing is stored.
 */
export function simulateItems(request: ItemsSimulationRequest, env: CheckoutEnv): SimulationResult {
  const known: AddItemInput[] = []
  const missing: OrderFormMessage[] = []
  for (const item of request.items) {
    const found = env.catalogue.sku(item.id)
    if (!found) missing.push(itemNotFoundMessage(item.id))
    else if (!offerOf(found.sku, item.seller)) missing.push(itemNotSoldBySellerMessage(item.id, item.seller))
    else known.push(item)
  }
  const cart = addItems(createOrderForm(env.newId(), { salesChannel: request.salesChannel }), known, env)
  const result = simulateOrderForm(withMessages(cart, missing), request.postalCode, env)
  const requestIndexOf = new Map<string, number>()
  request.items.forEach((item, index) => {
    if (!requestIndexOf.has(lineKey(item))) requestIndexOf.set(lineKey(item), index)
  })
  return { ...result, items: result.items.map((item) => ({ ...item, requestIndex: requestIndexOf.get(lineKey(item)) ?? item.requestIndex })) }
}
