import type { ClientProfileData, OrderForm, OrderFormAddress, ShippingData } from '../../../contracts/checkout'

/**
 * A cart's personal data — the client profile's e-mail, names, documents and
 * phones, the delivery addresses' street, number, complement, reference,
 * receiver and coordinates — is shown in full only to whoever proved
 * ownership of it: the browser session that entered it, or the logged-in
 * member whose e-mail the profile carries. Everyone else gets it masked, as
 * the platform does (`j***@gmail.com`, `*******4725`, `Av***`, `***`).
 */
export interface CartViewer {
  /** The ownership key of the request's session (hash of its ownership cookie), if any. */
  ownerKey: string | null
  /** The logged-in member's e-mail, if any. */
  memberEmail: string | null
}

/** The state a cart is stored in: the order form and the key of the session that owns its personal data. */
export interface CartState {
  orderForm: OrderForm
  ownerKey: string | null
}

/** Whether the viewer proved ownership of the cart's personal data. */
export function provesOwnership(state: CartState, viewer: CartViewer): boolean {
  if (viewer.ownerKey !== null && state.ownerKey === viewer.ownerKey) return true
  const email = state.orderForm.clientProfileData?.email
  return Boolean(email && viewer.memberEmail && email.toLowerCase() === viewer.memberEmail.trim().toLowerCase())
}

const KEPT_DIGITS = 4
const MASK = '***'

function maskInitial(value: string | null | undefined): string | null | undefined {
  if (!value) return value
  return `${[...value.trim()][0] ?? ''}${MASK}`
}

/** All but the last 4 characters as '*' (documents, phones). */
function maskKeepingEnd(value: string | null | undefined): string | null | undefined {
  if (!value) return value
  const keep = Math.min(KEPT_DIGITS, Math.max(0, value.length - 1))
  return `${'*'.repeat(value.length - keep)}${value.slice(value.length - keep)}`
}

/** `joana.pereira@gmail.com` → `j***@gmail.com`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email
  const at = email.lastIndexOf('@')
  if (at <= 0) return MASK
  return `${maskInitial(email.slice(0, at))}${email.slice(at)}`
}

function maskProfile(profile: ClientProfileData): ClientProfileData {
  return {
    ...profile,
    email: maskEmail(profile.email),
    lastName: maskInitial(profile.lastName) ?? undefined,
    document: maskKeepingEnd(profile.document) ?? undefined,
    phone: maskKeepingEnd(profile.phone) ?? undefined,
    corporateDocument: maskKeepingEnd(profile.corporateDocument) ?? null,
    stateInscription: maskKeepingEnd(profile.stateInscription) ?? null,
    corporatePhone: maskKeepingEnd(profile.corporatePhone) ?? null,
  }
}

function maskStreet(street: string): string {
  return street ? `${[...street].slice(0, 2).join('')}${MASK}` : street
}

function maskAddress(address: OrderFormAddress): OrderFormAddress {
  return {
    ...address,
    receiverName: maskInitial(address.receiverName) ?? null,
    street: maskStreet(address.street),
    number: address.number ? MASK : address.number,
    complement: address.complement ? MASK : address.complement,
    reference: address.reference ? MASK : address.reference,
    geoCoordinates: [],
  }
}

/** The same address without what identifies the home: postal code, city, state and neighbourhood stay. */
function scrubAddress(address: OrderFormAddress): OrderFormAddress {
  return { ...address, receiverName: null, street: '', number: '', complement: null, reference: null, geoCoordinates: [] }
}

function mapAddresses(shippingData: ShippingData, map: (address: OrderFormAddress) => OrderFormAddress): ShippingData {
  return {
    ...shippingData,
    address: shippingData.address ? map(shippingData.address) : null,
    selectedAddresses: shippingData.selectedAddresses.map(map),
    availableAddresses: shippingData.availableAddresses.map(map),
  }
}

/** Whether the cart holds any personal data at all. */
export function hasPersonalData(orderForm: OrderForm): boolean {
  const { address, selectedAddresses, availableAddresses } = orderForm.shippingData
  return orderForm.clientProfileData !== null || address !== null || selectedAddresses.length > 0 || availableAddresses.length > 0
}

/** The cart as someone who did not prove ownership sees it. */
export function maskPersonalData(orderForm: OrderForm): OrderForm {
  if (!hasPersonalData(orderForm)) return orderForm
  return {
    ...orderForm,
    clientProfileData: orderForm.clientProfileData ? maskProfile(orderForm.clientProfileData) : null,
    shippingData: mapAddresses(orderForm.shippingData, maskAddress),
  }
}

/** The cart without the personal data someone else entered (profile dropped, addresses reduced to their area). */
export function withoutPersonalData(orderForm: OrderForm): OrderForm {
  if (!hasPersonalData(orderForm)) return orderForm
  return { ...orderForm, clientProfileData: null, shippingData: mapAddresses(orderForm.shippingData, scrubAddress) }
}

/**
 * A session enters personal data into a cart (profile, delivery address).
 * If it proved ownership, the change applies to the cart as it is; if not,
 * to the cart without the personal data already there, which it must not
 * see. Either way the writer's session becomes the one owner.
 */
export function enterPersonalData(state: CartState, viewer: CartViewer, writerKey: string, apply: (orderForm: OrderForm) => OrderForm): CartState {
  const base = provesOwnership(state, viewer) ? state.orderForm : withoutPersonalData(state.orderForm)
  return { orderForm: apply(base), ownerKey: writerKey }
}
