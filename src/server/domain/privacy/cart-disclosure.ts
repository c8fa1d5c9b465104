import { createHash } from 'node:crypto'
import type { ClientProfileData, CustomApp, OrderForm, OrderFormAddress, ShippingData } from '../../../contracts/checkout'
import { MASK, maskEmail, maskInitial, maskKeepingEnd, maskStreet, maskWhole } from './masks'

/**
 * Who may see a cart's personal data — the one rule, for every call that
 * answers a cart or an order placed from it.
 *
 * A cart's personal data is of two kinds:
 * - its client profile (e-mail, names, documents, phones, company);
 * - what a browser entered besides: delivery addresses and custom data
 *   (gift card recipient, tracking click ids).
 *
 * What a browser entered is shown in full only to the holder of the cart's
 * owner key: the browser session that entered it (the hash of its ownership
 * cookie), or — when it was entered by a logged-in member — that member from
 * any browser. The profile is shown in full to the member it belongs to
 * (logged in), or to the session that typed it; a member's stored profile
 * attached by giving their e-mail (the guest check, as the platform does) is
 * shown to that session only as typed: the e-mail it gave, the rest masked.
 * Everyone else sees everything masked.
 */

/** A stored cart: the order form and the owner key of what was entered into it. */
export interface CartState {
  orderForm: OrderForm
  ownerKey: string | null
}

/** The logged-in member asking, as far as a cart cares. */
export interface CartMember {
  userProfileId: string
  email: string
}

/** Who asks about a cart. */
export interface CartViewer {
  /** The owner keys the request holds: its browser session's and, when logged in, its member's. */
  ownerKeys: readonly string[]
  member: CartMember | null
}

/** The owner key of a browser session: the hash of its ownership cookie's token (only the hash is stored). */
export const ownerKeyOfSession = (token: string): string => createHash('sha256').update(token).digest('hex')
/** The owner key of a member (the same from every browser they log in on). */
export const ownerKeyOfMember = (memberId: string): string => createHash('sha256').update(`member:${memberId}`).digest('hex')

/** How the profile is shown: in full, as the session typed it (its e-mail; a member's stored data masked), or masked. */
export type ProfileView = 'full' | 'typed' | 'masked'

export interface CartDisclosure {
  profile: ProfileView
  /** Addresses and custom data. */
  entered: 'full' | 'masked'
}

const FULL: CartDisclosure = Object.freeze({ profile: 'full', entered: 'full' })

/** Whether the profile is the logged-in member's own (their e-mail, and their account if it names one). */
function isProfileOf(orderForm: OrderForm, member: CartMember | null): boolean {
  const email = orderForm.clientProfileData?.email
  if (!member || !email || email.toLowerCase() !== member.email.trim().toLowerCase()) return false
  return orderForm.userProfileId === null || orderForm.userProfileId === member.userProfileId
}

const holdsOwnerKey = (state: CartState, viewer: CartViewer): boolean => state.ownerKey !== null && viewer.ownerKeys.includes(state.ownerKey)

/** What the viewer may see of the cart's personal data. */
export function disclosureOf(state: CartState, viewer: CartViewer): CartDisclosure {
  const holder = holdsOwnerKey(state, viewer)
  const member = isProfileOf(state.orderForm, viewer.member)
  const fromAccount = state.orderForm.userProfileId !== null
  return {
    profile: member ? 'full' : !holder ? 'masked' : fromAccount ? 'typed' : 'full',
    entered: holder ? 'full' : 'masked',
  }
}

/** Whether the cart holds any personal data at all. */
export function hasPersonalData(orderForm: OrderForm): boolean {
  const { address, selectedAddresses, availableAddresses } = orderForm.shippingData
  return (
    orderForm.clientProfileData !== null ||
    address !== null ||
    selectedAddresses.length > 0 ||
    availableAddresses.length > 0 ||
    (orderForm.customData?.customApps.length ?? 0) > 0
  )
}

/**
 * Whether the viewer may turn the cart into an order (and so be given access
 * to it): a cart with personal data only by whoever sees what was entered and
 * the profile (in full or as typed).
 */
export function mayPlaceOrder(state: CartState, viewer: CartViewer): boolean {
  if (!hasPersonalData(state.orderForm)) return true
  const disclosure = disclosureOf(state, viewer)
  return disclosure.entered === 'full' && disclosure.profile !== 'masked'
}

// ── Masks ─────────────────────────────────────────────────────────────────

/** The profile as `view` shows it. */
export function profileAs(profile: ClientProfileData, view: ProfileView): ClientProfileData {
  if (view === 'full') return profile
  return {
    ...profile,
    email: view === 'typed' ? profile.email : (maskEmail(profile.email) ?? null),
    firstName: maskInitial(profile.firstName) ?? null,
    lastName: maskInitial(profile.lastName) ?? undefined,
    document: maskKeepingEnd(profile.document) ?? undefined,
    phone: maskKeepingEnd(profile.phone) ?? undefined,
    corporateName: maskInitial(profile.corporateName) ?? null,
    tradeName: maskInitial(profile.tradeName) ?? null,
    corporateDocument: maskKeepingEnd(profile.corporateDocument) ?? null,
    stateInscription: maskKeepingEnd(profile.stateInscription) ?? null,
    corporatePhone: maskKeepingEnd(profile.corporatePhone) ?? null,
  }
}

/** An address as someone it does not belong to sees it: area (CEP, city, state, neighbourhood) only. */
export function maskAddress<T extends Pick<OrderFormAddress, 'receiverName' | 'street' | 'number' | 'complement'>>(address: T): T {
  const masked: T = {
    ...address,
    receiverName: maskInitial(address.receiverName) ?? null,
    street: maskStreet(address.street),
    number: maskWhole(address.number),
    complement: maskWhole(address.complement) ?? null,
  }
  if ('reference' in masked) Object.assign(masked, { reference: maskWhole(masked.reference as string | null) ?? null })
  if ('geoCoordinates' in masked) Object.assign(masked, { geoCoordinates: [] })
  return masked
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

const maskApp = (app: CustomApp): CustomApp => ({ ...app, fields: Object.fromEntries(Object.keys(app.fields).map((name) => [name, MASK])) })

/** The cart's personal data as `disclosure` shows it. */
export function maskedAs(orderForm: OrderForm, disclosure: CartDisclosure): OrderForm {
  if (!hasPersonalData(orderForm) || (disclosure.profile === 'full' && disclosure.entered === 'full')) return orderForm
  const profile = orderForm.clientProfileData
  const masked: OrderForm = { ...orderForm, clientProfileData: profile ? profileAs(profile, disclosure.profile) : null }
  if (disclosure.entered === 'masked') {
    masked.shippingData = mapAddresses(orderForm.shippingData, maskAddress)
    masked.customData = orderForm.customData ? { customApps: orderForm.customData.customApps.map(maskApp) } : null
  }
  return masked
}

/**
 * Whether the viewer is answered the stored cart as it is (nothing to mask,
 * nobody logged in, no member's account id on it): the stored JSON text can
 * be sent unchanged.
 */
export function seesStoredCart(state: CartState, viewer: CartViewer): boolean {
  if (viewer.member !== null || state.orderForm.userProfileId !== null) return false
  const disclosure = disclosureOf(state, viewer)
  return !hasPersonalData(state.orderForm) || (disclosure.profile === 'full' && disclosure.entered === 'full')
}

/**
 * The order form a viewer is answered: personal data as disclosureOf allows,
 * and `loggedIn`, `userProfileId` and `canEditData` as this viewer sees them
 * (a member's account id is shown only to a logged-in member, as their own).
 */
export function cartSeenBy(state: CartState, viewer: CartViewer): OrderForm {
  const orderForm = maskedAs(state.orderForm, disclosureOf(state, viewer))
  const { member } = viewer
  if (member) {
    // The logged-in member may edit the profile of a cart that is theirs or nobody's.
    const ownsProfile = state.orderForm.userProfileId === null || state.orderForm.userProfileId === member.userProfileId
    return { ...orderForm, loggedIn: true, userProfileId: member.userProfileId, canEditData: ownsProfile || orderForm.canEditData }
  }
  return orderForm.userProfileId === null ? orderForm : { ...orderForm, userProfileId: null }
}

// ── Entering data ─────────────────────────────────────────────────────────

/** The cart without what `disclosure` hides: a hidden profile dropped, hidden addresses reduced to their area, hidden custom data dropped. */
export function withoutHidden(orderForm: OrderForm, disclosure: CartDisclosure): OrderForm {
  if (!hasPersonalData(orderForm)) return orderForm
  let kept = orderForm
  if (disclosure.profile === 'masked' && orderForm.clientProfileData !== null) {
    kept = { ...kept, clientProfileData: null, userProfileId: null, canEditData: true }
  }
  if (disclosure.entered === 'masked') {
    kept = { ...kept, shippingData: mapAddresses(kept.shippingData, scrubAddress), customData: null }
  }
  return kept
}

/** The cart without any personal data (profile dropped, addresses reduced to their area, custom data dropped). */
export const withoutPersonalData = (orderForm: OrderForm): OrderForm => withoutHidden(orderForm, { profile: 'masked', entered: 'masked' })

/**
 * A request enters personal data into a cart (profile, delivery address,
 * custom data): the change applies to the cart as the writer may see it —
 * what is hidden from it is dropped first, never carried into its answer —
 * and the writer's key becomes the cart's owner key.
 */
export function enterPersonalData(state: CartState, viewer: CartViewer, writerKey: string, apply: (orderForm: OrderForm) => OrderForm): CartState {
  return { orderForm: apply(withoutHidden(state.orderForm, disclosureOf(state, viewer))), ownerKey: writerKey }
}

/** Everything shown (the owner's own view of a cart, e.g. when the server itself builds one). */
export const FULL_DISCLOSURE = FULL
