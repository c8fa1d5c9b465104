import { createOrderForm } from '../server/domain/checkout/order-form'
import type {
  ClientProfileData,
  ItemAdditionalInfo,
  ItemAdditionalInformation,
  ItemAnalytics,
  OrderForm,
  OrderFormAddress,
  OrderFormItem,
  OrderFormMessage,
  ShippingData,
} from '../contracts/checkout'

/**
 * Order forms for tests, complete in the contract's shape
 * (src/contracts/checkout.ts; cents): each factory fills every field with a
 * neutral value, as the server sends them, and takes the ones a test is about.
 */

/** The tracking block the server writes for a line, from the line itself. */
function amplitudeOf(item: Pick<OrderFormItem, 'productId' | 'id' | 'name' | 'listPrice' | 'sellingPrice' | 'quantity' | 'availability'>): ItemAnalytics {
  return {
    product_id: item.productId,
    name: item.name,
    product_type: '',
    seller_name: '',
    brand: '',
    sport: '',
    universe: '',
    department: '',
    sub_department: '',
    family: '',
    list_price: item.listPrice / 100,
    display_price: item.sellingPrice / 100,
    gender: '',
    color: '',
    size: '',
    sku_code: item.id,
    availability: item.availability === 'available' ? 'available' : 'unavailable',
    quantity: item.quantity,
  }
}

export function itemAdditionalInfo(overrides: Partial<ItemAdditionalInfo> = {}): ItemAdditionalInfo {
  return {
    dimension: null,
    brandName: '',
    brandId: '',
    offeringInfo: null,
    offeringType: null,
    offeringTypeId: null,
    color: null,
    size: null,
    ...overrides,
  }
}

export function orderFormItem(
  overrides: Omit<Partial<OrderFormItem>, 'additionalInformation'> & { additionalInformation?: Partial<ItemAdditionalInformation> } = {},
): OrderFormItem {
  const { additionalInformation, ...rest } = overrides
  const core = {
    id: rest.id ?? '101',
    productId: rest.productId ?? '10',
    name: rest.name ?? 'Produto',
    quantity: rest.quantity ?? 1,
    price: rest.price ?? 1000,
    listPrice: rest.listPrice ?? rest.price ?? 1000,
    sellingPrice: rest.sellingPrice ?? rest.price ?? 1000,
    availability: rest.availability ?? 'available',
  }
  const item: OrderFormItem = {
    uniqueId: `u-${core.id}`,
    ...core,
    productRefId: `REF${core.productId}`,
    refId: null,
    ean: null,
    skuName: core.name,
    modalType: null,
    parentItemIndex: null,
    parentAssemblyBinding: null,
    priceValidUntil: '2099-12-31T00:00:00.000Z',
    tax: 0,
    taxCode: '',
    manualPrice: null,
    manualPriceAppliedBy: null,
    rewardValue: 0,
    isGift: false,
    additionalInfo: itemAdditionalInfo(),
    additionalInformation: { color: null, size: null, flavor: null, voltage: null, value: null, analytics: { amplitude: amplitudeOf(core) } },
    preSaleDate: null,
    productCategoryIds: '',
    productCategories: {},
    brand: '',
    brandId: '',
    seller: '1',
    sellerChain: ['1'],
    imageUrl: '',
    detailUrl: '',
    components: [],
    bundleItems: [],
    attachments: [],
    attachmentOfferings: [],
    offerings: [],
    priceTags: [],
    measurementUnit: 'un',
    unitMultiplier: 1,
    manufacturerCode: null,
    priceDefinition: {
      calculatedSellingPrice: core.sellingPrice,
      total: core.sellingPrice * core.quantity,
      sellingPrices: [{ value: core.sellingPrice, quantity: core.quantity }],
    },
    ...rest,
  }
  if (additionalInformation && item.additionalInformation) item.additionalInformation = { ...item.additionalInformation, ...additionalInformation } as ItemAdditionalInformation
  return item
}

export function orderFormMessage(overrides: Partial<OrderFormMessage> = {}): OrderFormMessage {
  return { code: 'message', text: '', status: 'info', fields: {}, ...overrides }
}

export function orderFormAddress(overrides: Partial<OrderFormAddress> = {}): OrderFormAddress {
  return {
    addressType: 'residential',
    receiverName: null,
    addressId: 'a1',
    isDisposable: true,
    postalCode: '',
    city: '',
    state: '',
    country: 'BRA',
    street: '',
    number: '',
    neighborhood: '',
    complement: null,
    reference: null,
    geoCoordinates: [],
    ...overrides,
  }
}

export function shippingData(overrides: Partial<ShippingData> = {}): ShippingData {
  return { address: null, logisticsInfo: [], selectedAddresses: [], availableAddresses: [], pickupPoints: [], ...overrides }
}

export function clientProfile(overrides: Partial<ClientProfileData> = {}): ClientProfileData {
  return {
    email: null,
    firstName: null,
    corporateName: null,
    tradeName: null,
    corporateDocument: null,
    stateInscription: null,
    corporatePhone: null,
    isCorporate: false,
    profileCompleteOnLoading: false,
    profileErrorOnLoading: null,
    customerClass: null,
    ...overrides,
  }
}

/** An order form; its value is the items' total unless given. */
export function orderForm(overrides: Partial<OrderForm> = {}): OrderForm {
  const items = overrides.items ?? []
  return {
    ...createOrderForm('of-1', { salesChannel: '3' }),
    value: items.reduce((sum, item) => sum + item.sellingPrice * item.quantity, 0),
    items,
    ...overrides,
  }
}
