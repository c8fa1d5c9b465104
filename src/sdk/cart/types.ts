/**
 * A minimal, VTEX-shaped order form (commerce-flows §3; VTEX Checkout API
 * `orderForm` schema). Amounts are integer cents, as the platform sends them.
 */

export interface OrderFormItemAdditionalInfo {
  brandName?: string | null
  brandId?: string | null
  /** Free-form data of the platform or the store (colour, size, analytics…). */
  [field: string]: unknown
}

export interface OrderFormItem {
  uniqueId?: string
  /** SKU id. */
  id: string
  productId: string
  productRefId?: string
  refId?: string | null
  ean?: string | null
  name: string
  skuName?: string
  imageUrl?: string
  detailUrl?: string
  quantity: number
  availability?: string
  seller: string
  /** Cents. */
  price: number
  /** Cents. */
  listPrice: number
  /** Cents. */
  sellingPrice: number
  /** Cents. */
  tax?: number
  isGift?: boolean
  measurementUnit?: string
  unitMultiplier?: number
  manufacturerCode?: string | null
  /** Category id → name. */
  productCategories?: Record<string, string>
  productCategoryIds?: string
  additionalInfo?: OrderFormItemAdditionalInfo | null
  components?: unknown[]
  bundleItems?: unknown[]
}

export interface OrderFormMessage {
  code: string | null
  text: string
  status: string
  /** VTEX details of the message, e.g. `{ ean, itemIndex, skuName }`. */
  fields?: Record<string, string | undefined> | null
}

export interface OrderFormTotalizer {
  id: string
  name: string
  /** Cents. */
  value: number
}

export interface OrderFormClientProfile {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
  documentType?: string | null
  document?: string | null
  phone?: string | null
  isCorporate?: boolean
}

export interface OrderFormAddress {
  addressId?: string | null
  addressType?: string | null
  receiverName?: string | null
  postalCode?: string | null
  city?: string | null
  state?: string | null
  country?: string | null
  street?: string | null
  number?: string | null
  neighborhood?: string | null
  complement?: string | null
  reference?: string | null
  geoCoordinates?: number[]
}

export interface OrderFormLogisticsInfo {
  itemIndex: number
  selectedSla?: string | null
  selectedDeliveryChannel?: string | null
  addressId?: string | null
  [field: string]: unknown
}

export interface OrderFormShippingData {
  address?: OrderFormAddress | null
  selectedAddresses?: OrderFormAddress[]
  logisticsInfo?: OrderFormLogisticsInfo[]
  [field: string]: unknown
}

export interface OrderFormMarketingData {
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  coupon?: string | null
  marketingTags?: string[]
}

export interface OrderFormCustomApp {
  id: string
  fields: Record<string, string>
  major?: number
}

export interface OrderFormCustomData {
  customApps: OrderFormCustomApp[]
  [field: string]: unknown
}

export interface OrderFormSeller {
  id: string
  name: string
  logo?: string | null
}

export interface OrderForm {
  orderFormId: string
  salesChannel?: string
  loggedIn?: boolean
  canEditData?: boolean
  userProfileId?: string | null
  /** Total in cents. */
  value: number
  items: OrderFormItem[]
  messages: OrderFormMessage[]
  totalizers: OrderFormTotalizer[]
  clientProfileData?: OrderFormClientProfile | null
  shippingData?: OrderFormShippingData | null
  clientPreferencesData?: { locale?: string; optinNewsLetter?: boolean | null } | null
  paymentData?: Record<string, unknown> | null
  marketingData?: OrderFormMarketingData | null
  customData?: OrderFormCustomData | null
  sellers?: OrderFormSeller[]
}
