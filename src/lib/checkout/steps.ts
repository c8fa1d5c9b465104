import { isShippingComplete, profileProblems, type CartShape } from '../../contracts/checkout-rules'
import type { OrderForm } from '../../contracts/checkout'
import type { CheckoutStepName } from './step-names'

// The steps' names, labels and paths need no rule: step-names.ts (the layout's step list imports them alone).
export { CHECKOUT_STEP_LABELS, stepPath, type CheckoutStepName } from './step-names'

type StepCart = CartShape & Pick<OrderForm, 'clientProfileData'>

export const isProfileComplete = (orderForm: Pick<OrderForm, 'clientProfileData'>, corporate: boolean): boolean =>
  profileProblems(orderForm.clientProfileData, { corporate }).length === 0

/** The first step the cart still needs: the cart itself when empty, then identification, delivery, payment. */
export function firstIncompleteStep(orderForm: StepCart, { corporate }: { corporate: boolean }): CheckoutStepName {
  if (orderForm.items.length === 0) return 'cart'
  if (!isProfileComplete(orderForm, corporate)) return 'profile'
  if (!isShippingComplete(orderForm)) return 'shipping'
  return 'payment'
}

const ORDER: readonly CheckoutStepName[] = ['cart', 'profile', 'shipping', 'payment']

/** Where a step page sends the shopper when an earlier step is not done (null: stay). */
export function guardStep(current: CheckoutStepName, orderForm: StepCart, options: { corporate: boolean }): CheckoutStepName | null {
  const needed = firstIncompleteStep(orderForm, options)
  return ORDER.indexOf(needed) < ORDER.indexOf(current) ? needed : null
}

/** The checkout entry's query: `?orderFormId={id}&payment_recovery=true` (the abandoned-payment resume target). */
export interface EntryQuery {
  orderFormId: string | null
  paymentRecovery: boolean
}

export function readEntryQuery(search: string): EntryQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const id = params.get('orderFormId')
  return { orderFormId: id && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null, paymentRecovery: params.get('payment_recovery') === 'true' }
}
