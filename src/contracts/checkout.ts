/**
 * The orderForm (cart) in VTEX Checkout API shape (checkout-api.json,
 * components.schemas.orderForm), as the store's server sends it and the
 * browser reads it. Money is integer cents.
 */

import type { OrderFormPaymentData } from './payment'

export type MessageStatus = 'error' | 'warning' | 'info' | 'success'

/** A cart message; kept on the orderForm until clearMessages. */
export interface OrderFormMessage {
  code: string
  text: string
  status: MessageStatus
  fields: Record<string, string>
}

export interface PriceTag {
  identifier: string | null
  isPercentual: boolean
  name: string
  rawValue: number
  value: number
}

export interface ItemAdditionalInfo {
  dimension: null
  brandName: string
  brandId: string
  offeringInfo: null
  offeringType: null
  offeringTypeId: null
  /** Variation values of the SKU (not in VTEX's document: the embedded backend's; the cart shows them when present). */
  color?: string | null
  size?: string | null
}

/** Tracking fields of a cart item, read from `additionalInformation.analytics.amplitude`. */
export interface ItemAnalytics {
  product_id: string
  name: string
  product_type: string
  seller_name: string
  brand: string
  sport: string
  universe: string
  department: string
  sub_department: string
  family: string
  list_price: number
  display_price: number
  gender: string
  color: string
  size: string
  sku_code: string
  availability: string
  quantity: number
}

export interface ItemAdditionalInformation {
  color: string | null
  size: string | null
  flavor: string | null
  voltage: string | null
  value: string | null
  analytics: { amplitude: ItemAnalytics }
}

export interface ItemComponent {
  id: string
  productId: string
  name: string
  quantity: number
  imageUrl: string
}

export interface OrderFormItem {
  uniqueId: string
  id: string
  productId: string
  productRefId: string
  refId: string | null
  ean: string | null
  name: string
  skuName: string
  modalType: null
  parentItemIndex: null
  parentAssemblyBinding: null
  priceValidUntil: string
  tax: number
  taxCode: string
  price: number
  listPrice: number
  manualPrice: null
  manualPriceAppliedBy: null
  sellingPrice: number
  rewardValue: number
  isGift: boolean
  additionalInfo: ItemAdditionalInfo
  /** Not in VTEX's document (the embedded backend's color, size and tracking block): absent from the platform's carts. */
  additionalInformation?: ItemAdditionalInformation
  preSaleDate: null
  productCategoryIds: string
  productCategories: Record<string, string>
  /** Brand name and id at the top level too (the storefront reads them there); not in VTEX's document, whose `additionalInfo` has them. */
  brand?: string
  brandId?: string
  quantity: number
  seller: string
  sellerChain: string[]
  imageUrl: string
  detailUrl: string
  /** Not in VTEX's document (the embedded backend's kit parts). */
  components?: ItemComponent[]
  bundleItems: never[]
  attachments: never[]
  /** Not in VTEX's document's item. */
  attachmentOfferings?: never[]
  /** Not in VTEX's document's item. */
  offerings?: never[]
  priceTags: PriceTag[]
  availability: 'available' | 'withoutStock' | 'cannotBeDelivered'
  measurementUnit: string
  unitMultiplier: number
  manufacturerCode: string | null
  priceDefinition: {
    calculatedSellingPrice: number
    total: number
    sellingPrices: Array<{ value: number; quantity: number }>
  }
}

export type TotalizerId = 'Items' | 'Discounts' | 'Shipping'

export interface Totalizer {
  id: TotalizerId
  name: string
  value: number
}

export interface OrderFormAddress {
  addressType: 'residential' | 'commercial' | 'pickup' | 'search'
  receiverName: string | null
  addressId: string
  isDisposable: boolean
  postalCode: string
  city: string
  state: string
  country: string
  street: string
  number: string
  neighborhood: string
  complement: string | null
  reference: string | null
  geoCoordinates: number[]
}

/** A store's address as a pickup point shows it: the address lines of an order form address. */
export interface PickupStoreAddress
  extends Pick<OrderFormAddress, 'postalCode' | 'city' | 'state' | 'country' | 'street' | 'number' | 'neighborhood' | 'geoCoordinates'> {
  addressType: 'pickup'
  complement: null
  reference: null
}

export interface Sla {
  id: string
  deliveryChannel: 'delivery' | 'pickup-in-point'
  name: string
  deliveryIds: Array<{ courierId: string; warehouseId: string; dockId: string; courierName: string; quantity: number }>
  shippingEstimate: string
  shippingEstimateDate: null
  lockTTL: null
  /** Price of this item's share of the package, cents (after a free-shipping coupon). */
  price: number
  listPrice: number
  tax: number
  pickupStoreInfo: {
    isPickupStore: boolean
    friendlyName: string | null
    address: PickupStoreAddress | null
    additionalInfo: null
    dockId: null
  }
  pickupPointId: string | null
  pickupDistance: number
  polygonName: null
  transitTime: string
}

export interface LogisticsInfo {
  itemIndex: number
  itemId: string
  selectedSla: string | null
  selectedDeliveryChannel: 'delivery' | 'pickup-in-point' | null
  addressId: string | null
  slas: Sla[]
  shipsTo: string[]
  deliveryChannels: Array<{ id: 'delivery' | 'pickup-in-point' }>
}

export interface OrderFormPickupPoint {
  id: string
  friendlyName: string
  address: PickupStoreAddress
  distance: number
}

export interface ShippingData {
  address: OrderFormAddress | null
  logisticsInfo: LogisticsInfo[]
  selectedAddresses: OrderFormAddress[]
  availableAddresses: OrderFormAddress[]
  /** Not in VTEX's document's shippingData (the embedded backend lists the stores of its pickup SLAs here). */
  pickupPoints?: OrderFormPickupPoint[]
}

export interface ClientProfileData {
  email: string | null
  firstName: string | null
  lastName?: string
  documentType?: string
  document?: string
  phone?: string
  corporateName: string | null
  tradeName: string | null
  corporateDocument: string | null
  stateInscription: string | null
  corporatePhone: string | null
  isCorporate: boolean
  profileCompleteOnLoading: boolean
  profileErrorOnLoading: boolean | null
  customerClass: null
}

export interface MarketingData {
  coupon?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmiPage?: string
  utmiPart?: string
  utmiCampaign?: string
  marketingTags: string[]
}

export interface CustomApp {
  id: string
  major: number
  fields: Record<string, string>
}

export interface OrderFormSeller {
  id: string
  name: string
  logo: string
}

export interface OrderForm {
  orderFormId: string
  salesChannel: string
  loggedIn: boolean
  isCheckedIn: boolean
  storeId: null
  /** Not in VTEX's document. */
  checkedInPickupPointId?: null
  allowManualPrice: boolean
  canEditData: boolean
  userProfileId: string | null
  userType: null
  ignoreProfileData: boolean
  value: number
  messages: OrderFormMessage[]
  items: OrderFormItem[]
  selectableGifts: never[]
  totalizers: Totalizer[]
  shippingData: ShippingData
  clientProfileData: ClientProfileData | null
  paymentData: OrderFormPaymentData
  marketingData: MarketingData | null
  sellers: OrderFormSeller[]
  clientPreferencesData: { locale: string; optinNewsLetter: boolean | null }
  commercialConditionData: null
  storePreferencesData: {
    countryCode: string
    saveUserData: boolean
    timeZone: string
    currencyCode: string
    currencyLocale: number
    currencySymbol: string
    currencyFormatInfo: {
      currencyDecimalDigits: number
      currencyDecimalSeparator: string
      currencyGroupSeparator: string
      currencyGroupSize: number
      startsWithCurrencySymbol: boolean
    }
  }
  giftRegistryData: null
  openTextField: null
  invoiceData: null
  customData: { customApps: CustomApp[] } | null
  itemMetadata: {
    items: Array<{
      id: string
      seller: string
      name: string
      skuName: string
      productId: string
      refId: string | null
      ean: string | null
      imageUrl: string
      detailUrl: string
    }>
  }
  hooksData: null
  ratesAndBenefitsData: { rateAndBenefitsIdentifiers: string[]; teaser: string[] }
  subscriptionData: null
  itemsOrdination: null
}
