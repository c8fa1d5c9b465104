import type { StoreAddresses } from '../../config/store'

/** The checkout's steps after the cart, in order. */
export type CheckoutStepName = 'cart' | 'profile' | 'shipping' | 'payment'

export const CHECKOUT_STEP_LABELS: Readonly<Record<Exclude<CheckoutStepName, 'cart'>, string>> = {
  profile: 'Identificação',
  shipping: 'Entrega',
  payment: 'Pagamento',
}

export function stepPath(step: CheckoutStepName, addresses: Pick<StoreAddresses, 'checkoutCart' | 'checkoutProfile' | 'checkoutShipping' | 'checkoutPayment'>): string {
  switch (step) {
    case 'cart':
      return addresses.checkoutCart
    case 'profile':
      return addresses.checkoutProfile
    case 'shipping':
      return addresses.checkoutShipping
    case 'payment':
      return addresses.checkoutPayment
  }
}
