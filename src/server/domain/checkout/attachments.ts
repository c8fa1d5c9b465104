import { formatPostalCode } from '../shipping'
import { isBrazilianState } from '../../../contracts/documents'
import type { CheckoutEnv } from './env'
import { ORDER_FORM_AVAILABLE_ADDRESSES_MAX } from './limits'
import { CheckoutRuleError } from './errors'
import { couponNotFoundMessage, postalCodeNotFoundMessage, withMessages } from './messages'
import { COUNTRY, emptyShippingData, lineKey, recalculate, selectedSlas } from './order-form'
import type { CustomApp, MarketingData, OrderForm, OrderFormAddress } from '../../../contracts/checkout'

// ── Coupons ────────────────────────────────────────────────────────────────

/**
 * Applies a coupon by its code (case-insensitive); an empty text removes the
 * current one. An unknown code keeps the current coupon and leaves a
 * couponNotFound message.
 */
export function applyCoupon(orderForm: OrderForm, text: string, env: CheckoutEnv): OrderForm {
  const code = text.trim()
  const marketing: MarketingData = orderForm.marketingData ?? { marketingTags: [] }
  if (code === '') {
    const { coupon: _removed, ...rest } = marketing
    return recalculate({ ...orderForm, marketingData: rest }, env)
  }
  const coupon = env.coupon(code)
  if (!coupon) return withMessages(orderForm, [couponNotFoundMessage(code)])
  return recalculate({ ...orderForm, marketingData: { ...marketing, coupon: coupon.code } }, env)
}

// ── Marketing data ─────────────────────────────────────────────────────────

export type MarketingInput = Omit<MarketingData, 'coupon' | 'marketingTags'> & { marketingTags?: string[] }

/** Replaces the UTM fields and tags (the coupon is only set through the coupons call). */
export function setMarketingData(orderForm: OrderForm, input: MarketingInput): OrderForm {
  const coupon = orderForm.marketingData?.coupon
  const marketingData: MarketingData = { ...input, marketingTags: input.marketingTags ?? [] }
  if (coupon) marketingData.coupon = coupon
  return { ...orderForm, marketingData }
}

// ── Shipping data ──────────────────────────────────────────────────────────

export interface AddressInput {
  addressType?: OrderFormAddress['addressType']
  receiverName?: string | null
  addressId?: string | null
  postalCode: string
  city?: string
  state?: string
  country?: string
  street?: string
  number?: string
  neighborhood?: string
  complement?: string | null
  reference?: string | null
  geoCoordinates?: number[]
}

export interface LogisticsSelectionInput {
  itemIndex: number
  selectedSla?: string | null
  selectedDeliveryChannel?: 'delivery' | 'pickup-in-point' | null
}

export interface ShippingInput {
  selectedAddresses: AddressInput[]
  logisticsInfo?: LogisticsSelectionInput[]
  clearAddressIfPostalCodeNotFound?: boolean
}

/**
 * The address of a CEP: given fields win, then what the store's CEP look-up
 * knows (a street record, else the state of the CEP's range: city, street and
 * neighbourhood are then the shopper's to type). Null when the CEP does not
 * exist; a state other than the CEP's is refused.
 */
export function addressFor(input: AddressInput, env: CheckoutEnv): OrderFormAddress | null {
  const postalCode = formatPostalCode(input.postalCode)
  const known = postalCode ? env.addressOf(postalCode) : undefined
  if (!postalCode || !known) return null
  if (input.state && input.state.trim().toUpperCase() !== known.state) {
    throw new CheckoutRuleError(400, 'invalidState', `O CEP ${postalCode} é de ${known.state}: confira o estado ou o CEP.`)
  }
  return {
    addressType: input.addressType ?? 'residential',
    receiverName: input.receiverName ?? null,
    addressId: input.addressId || `cep-${postalCode.replace('-', '')}`,
    isDisposable: true,
    postalCode,
    city: input.city || known.city,
    state: known.state,
    country: COUNTRY,
    street: input.street ?? known.street,
    number: input.number ?? '',
    neighborhood: input.neighborhood ?? known.neighborhood,
    complement: input.complement ?? null,
    reference: input.reference ?? null,
    geoCoordinates: input.geoCoordinates ?? known.geoCoordinates,
  }
}

/**
 * Sets the delivery address (from a CEP or a full address) and the chosen
 * delivery option per item. An unknown CEP is refused, or (with
 * clearAddressIfPostalCodeNotFound) clears the address with a message.
 */
export function setShippingData(orderForm: OrderForm, input: ShippingInput, env: CheckoutEnv): OrderForm {
  const [first] = input.selectedAddresses
  const choices = input.logisticsInfo ?? []
  if (!first && (choices.length === 0 || !orderForm.shippingData.address)) {
    return recalculate({ ...orderForm, shippingData: { ...orderForm.shippingData, address: null, selectedAddresses: [] } }, env)
  }
  if (first?.state && !isBrazilianState(first.state)) {
    throw new CheckoutRuleError(400, 'invalidState', `Estado (UF) inválido: ${first.state.slice(0, 20)}.`)
  }
  const address = first ? addressFor(first, env) : orderForm.shippingData.address
  if (!address) {
    if (!first) throw new CheckoutRuleError(400, 'postalCodeNotFound', 'O carrinho não tem endereço de entrega.')
    if (!input.clearAddressIfPostalCodeNotFound) {
      throw new CheckoutRuleError(400, 'postalCodeNotFound', `O CEP ${first.postalCode} não existe: confira os números.`)
    }
    const cleared = recalculate({ ...orderForm, shippingData: { ...emptyShippingData() } }, env, new Map())
    return withMessages(cleared, [postalCodeNotFoundMessage(first.postalCode)])
  }
  const selection = selectedSlas(orderForm)
  for (const choice of choices) {
    const item = orderForm.items[choice.itemIndex]
    if (!item) {
      throw new CheckoutRuleError(400, 'itemIndexOutOfRange', `Não há item na posição ${choice.itemIndex} do carrinho.`)
    }
    if (choice.selectedSla) selection.set(lineKey(item), choice.selectedSla)
  }
  const shippingData = {
    ...orderForm.shippingData,
    address,
    selectedAddresses: [address],
    availableAddresses: mergeAddress(orderForm.shippingData.availableAddresses, address),
  }
  const next = recalculate({ ...orderForm, shippingData }, env, selection)
  for (const choice of choices) {
    if (!choice.selectedSla) continue
    const info = next.shippingData.logisticsInfo[choice.itemIndex]
    const sla = info?.slas.find((candidate) => candidate.id === choice.selectedSla)
    if (!sla) {
      throw new CheckoutRuleError(400, 'slaNotAvailable', `A opção de entrega ${choice.selectedSla} não está disponível para este item.`)
    }
    if (choice.selectedDeliveryChannel && choice.selectedDeliveryChannel !== sla.deliveryChannel) {
      throw new CheckoutRuleError(400, 'deliveryChannelMismatch', `A opção de entrega ${sla.name} não é do tipo ${choice.selectedDeliveryChannel}.`)
    }
  }
  return next
}

/** The cart's addresses with this one last (replacing one of the same id), the newest ORDER_FORM_AVAILABLE_ADDRESSES_MAX kept. */
function mergeAddress(list: OrderFormAddress[], address: OrderFormAddress): OrderFormAddress[] {
  return [...list.filter((candidate) => candidate.addressId !== address.addressId), address].slice(-ORDER_FORM_AVAILABLE_ADDRESSES_MAX)
}

// ── Preferences ────────────────────────────────────────────────────────────

export function setClientPreferences(orderForm: OrderForm, input: { optinNewsLetter?: boolean | null; locale?: string }): OrderForm {
  return {
    ...orderForm,
    clientPreferencesData: {
      locale: input.locale ?? orderForm.clientPreferencesData.locale,
      optinNewsLetter: input.optinNewsLetter === undefined ? orderForm.clientPreferencesData.optinNewsLetter : input.optinNewsLetter,
    },
  }
}

// ── Custom data ────────────────────────────────────────────────────────────

/** Bounds of customData, so a cart document stays small. */
export const CUSTOM_DATA_LIMITS = { apps: 20, fieldsPerApp: 50 } as const

/** Sets fields of a custom app (`null` removes a field); `replace` drops the fields not given. An app left without fields is removed. */
export function setCustomData(
  orderForm: OrderForm,
  appId: string,
  fields: Record<string, string | null>,
  mode: 'merge' | 'replace',
): OrderForm {
  const apps = orderForm.customData?.customApps ?? []
  const current = apps.find((app) => app.id === appId)
  const nextFields: Record<string, string> = mode === 'merge' && current ? { ...current.fields } : {}
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) delete nextFields[name]
    else nextFields[name] = value
  }
  if (Object.keys(nextFields).length > CUSTOM_DATA_LIMITS.fieldsPerApp) {
    throw new CheckoutRuleError(400, 'tooManyCustomFields', `Um app pode ter no máximo ${CUSTOM_DATA_LIMITS.fieldsPerApp} campos.`)
  }
  const others = apps.filter((app) => app.id !== appId)
  if (!current && others.length >= CUSTOM_DATA_LIMITS.apps) {
    throw new CheckoutRuleError(400, 'tooManyCustomApps', `O carrinho pode ter no máximo ${CUSTOM_DATA_LIMITS.apps} apps.`)
  }
  const app: CustomApp = { id: appId, major: current?.major ?? 1, fields: nextFields }
  const customApps = Object.keys(nextFields).length ? [...others, app] : others
  return { ...orderForm, customData: customApps.length ? { customApps } : null }
}

// ── Identity ───────────────────────────────────────────────────────────────

/** VTEX changeToAnonymousUser: forgets who the shopper is (profile, addresses) but keeps the items. */
export function changeToAnonymousUser(orderForm: OrderForm, env: CheckoutEnv): OrderForm {
  return recalculate(
    {
      ...orderForm,
      loggedIn: false,
      userProfileId: null,
      canEditData: true,
      clientProfileData: null,
      shippingData: emptyShippingData(),
    },
    env,
    new Map(),
  )
}
