/**
 * When a checkout step is complete, shared by the browser (which step to show,
 * which field to point at) and the server (which refuses a payment or an
 * order on an incomplete cart). Masked values (`***`) count as given: the
 * platform masks what it holds for a profile the caller has not proved to own.
 */
import type { ClientProfileData, LogisticsInfo, OrderForm, OrderFormAddress } from './checkout'
import { CEP_PATTERN } from './address'
import type { AddressField } from './address-fields'
import { isBrazilianState, isMasked, isValidCnpj, isValidCpf, isValidPhone } from './documents'
import type { ProfileField } from './profile-fields'

export type { ProfileField } from './profile-fields'

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== ''
const checked = (value: string | null | undefined, valid: (text: string) => boolean): boolean =>
  filled(value) && (isMasked(value) || valid(value as string))

/** The profile fields still missing or invalid. `corporate`: the business store, which buys with a CNPJ. */
export function profileProblems(profile: ClientProfileData | null | undefined, { corporate }: { corporate: boolean }): ProfileField[] {
  const problems: ProfileField[] = []
  if (!filled(profile?.email)) problems.push('email')
  if (!filled(profile?.firstName)) problems.push('firstName')
  if (!filled(profile?.lastName)) problems.push('lastName')
  if (!checked(profile?.phone, isValidPhone)) problems.push('phone')
  if (corporate) {
    if (!filled(profile?.corporateName)) problems.push('corporateName')
    if (!checked(profile?.corporateDocument, isValidCnpj)) problems.push('corporateDocument')
  } else if (!checked(profile?.document, (value) => (profile?.documentType ?? 'cpf') !== 'cpf' || isValidCpf(value))) {
    problems.push('document')
  }
  return problems
}

export type { AddressField } from './address-fields'

/** The delivery address fields still missing or invalid. */
export function addressProblems(address: Partial<Pick<OrderFormAddress, AddressField>> | null | undefined): AddressField[] {
  const problems: AddressField[] = []
  if (!address?.postalCode || !CEP_PATTERN.test(address.postalCode)) problems.push('postalCode')
  for (const field of ['street', 'number', 'neighborhood', 'city'] as const) if (!filled(address?.[field])) problems.push(field)
  if (!address?.state || !isBrazilianState(address.state)) problems.push('state')
  return problems
}

/** A line is delivered to the address (not collected at a pickup point). */
export const isDelivered = (info: Pick<LogisticsInfo, 'selectedDeliveryChannel'>): boolean => info.selectedDeliveryChannel !== 'pickup-in-point'

export interface ShippingProblems {
  /** Item indexes without a chosen delivery option that is offered for them. */
  itemsWithoutSla: number[]
  /** Address fields missing for the lines that are delivered. */
  address: AddressField[]
}

/** What the delivery step still lacks. */
/** A cart as the rules read it: how many lines, and the delivery data. */
export interface CartShape {
  items: readonly unknown[]
  shippingData: Pick<OrderForm['shippingData'], 'address' | 'logisticsInfo'> | null
}

export function shippingProblems(orderForm: CartShape): ShippingProblems {
  const logistics = orderForm.shippingData?.logisticsInfo ?? []
  const itemsWithoutSla = orderForm.items
    .map((_, index) => index)
    .filter((index) => {
      const info = logistics.find((candidate) => candidate.itemIndex === index)
      return !info?.selectedSla || !info.slas.some((sla) => sla.id === info.selectedSla)
    })
  const anyDelivered = orderForm.items.some((_, index) => {
    const info = logistics.find((candidate) => candidate.itemIndex === index)
    return !info || isDelivered(info)
  })
  return { itemsWithoutSla, address: anyDelivered ? addressProblems(orderForm.shippingData?.address) : [] }
}

export const isShippingComplete = (orderForm: CartShape): boolean => {
  const problems = shippingProblems(orderForm)
  return problems.itemsWithoutSla.length === 0 && problems.address.length === 0
}
