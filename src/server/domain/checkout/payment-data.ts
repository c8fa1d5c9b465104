import { SALES_CHANNEL } from '../../../config/store'
import { profileProblems, shippingProblems } from '../../../contracts/checkout-rules'
import type { OrderForm } from '../../../contracts/checkout'
import type { InstallmentOption, OrderFormPaymentData, SelectedPayment } from '../../../contracts/payment'
import { installmentOptionOf, installmentOptionsOf, installmentsOf, MERCHANT_NAME, paymentSystemById, paymentSystemsOf } from '../payment'
import type { CheckoutEnv } from './env'
import { CheckoutRuleError } from './errors'

/** The payment the shopper chose: system and installments (the values are always the server's). */
export interface PaymentSelection {
  paymentSystem: number
  installments: number
}

/** The selected payment of `orderValue` cents (null when the system or the installments are not offered for it). */
export function selectedPaymentOf(selection: PaymentSelection, orderValue: number): SelectedPayment | null {
  const system = paymentSystemById(selection.paymentSystem)
  const installment = system ? installmentsOf(system, orderValue).find((option) => option.count === selection.installments) : undefined
  if (!system || !installment) return null
  return {
    paymentSystem: system.id,
    bin: null,
    accountId: null,
    tokenId: null,
    installments: installment.count,
    referenceValue: orderValue,
    value: installment.total,
    merchantSellerPayments: [
      {
        id: MERCHANT_NAME,
        installments: installment.count,
        referenceValue: orderValue,
        value: installment.total,
        interestRate: installment.interestRate,
        installmentValue: installment.value,
      },
    ],
  }
}

/**
 * The orderForm's paymentData for its value: every payment system with its
 * installments, and the chosen payment re-priced (the count falls back to 1x
 * when it is no longer offered for the new value).
 */
export function paymentDataOf(orderForm: Pick<OrderForm, 'paymentData'>, orderValue: number, now: Date): OrderFormPaymentData {
  const chosen = orderForm.paymentData?.payments?.[0]
  const payments: SelectedPayment[] = []
  if (chosen && orderValue > 0) {
    const repriced =
      selectedPaymentOf({ paymentSystem: chosen.paymentSystem, installments: chosen.installments }, orderValue) ??
      selectedPaymentOf({ paymentSystem: chosen.paymentSystem, installments: 1 }, orderValue)
    if (repriced) payments.push(repriced)
  }
  return {
    updateStatus: 'updated',
    installmentOptions: installmentOptionsOf(orderValue),
    paymentSystems: paymentSystemsOf(now),
    payments,
    giftCards: [],
    giftCardMessages: [],
    availableAccounts: [],
    availableTokens: [],
    availableAssociations: {},
  }
}

const PROFILE_FIELD_LABELS: Record<string, string> = {
  email: 'e-mail',
  firstName: 'nome',
  lastName: 'sobrenome',
  document: 'CPF',
  phone: 'telefone',
  corporateName: 'razão social',
  corporateDocument: 'CNPJ',
}
const ADDRESS_FIELD_LABELS: Record<string, string> = {
  postalCode: 'CEP',
  street: 'rua',
  number: 'número',
  neighborhood: 'bairro',
  city: 'cidade',
  state: 'estado',
}

/** The business store (sales channel 1) buys with a CNPJ. */
export const isCorporateChannel = (orderForm: Pick<OrderForm, 'salesChannel'>): boolean => orderForm.salesChannel === SALES_CHANNEL.business

/**
 * Refuses (400) a cart that cannot be paid yet: no items, an incomplete
 * identification, or a delivery step without an option for every item or
 * without the address its deliveries need.
 */
export function assertReadyForPayment(orderForm: OrderForm): void {
  if (orderForm.items.length === 0) throw new CheckoutRuleError(400, 'emptyCart', 'O carrinho está vazio.')
  const profile = profileProblems(orderForm.clientProfileData, { corporate: isCorporateChannel(orderForm) })
  if (profile.length > 0) {
    throw new CheckoutRuleError(400, 'incompleteProfile', `Complete a identificação: ${profile.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}.`)
  }
  const shipping = shippingProblems(orderForm)
  if (shipping.itemsWithoutSla.length > 0) {
    throw new CheckoutRuleError(400, 'incompleteShippingData', 'Escolha uma opção de entrega para cada produto.')
  }
  if (shipping.address.length > 0) {
    throw new CheckoutRuleError(
      400,
      'incompleteShippingData',
      `Complete o endereço de entrega: ${shipping.address.map((field) => ADDRESS_FIELD_LABELS[field]).join(', ')}.`,
    )
  }
}

/**
 * Chooses the payment (POST …/attachments/paymentData): exactly one payment
 * of a payment system that exists, with installments the system offers for
 * the cart's value. The values are the server's: what the client sends for
 * them is ignored. The cart must be ready for payment (assertReadyForPayment).
 */
export function setPaymentData(orderForm: OrderForm, input: { payments: PaymentSelection[] }, env: CheckoutEnv): OrderForm {
  assertReadyForPayment(orderForm)
  if (input.payments.length !== 1) {
    throw new CheckoutRuleError(400, 'singlePaymentOnly', 'Escolha uma forma de pagamento (uma só por pedido).')
  }
  const [payment] = input.payments
  const system = paymentSystemById(payment.paymentSystem)
  if (!system) throw new CheckoutRuleError(400, 'paymentSystemNotFound', `A forma de pagamento ${payment.paymentSystem} não existe.`)
  const offered = installmentsOf(system, orderForm.value)
  if (!offered.some((option) => option.count === payment.installments)) {
    throw new CheckoutRuleError(
      400,
      'invalidInstallments',
      `Parcelas inválidas para ${system.name}: escolha de 1 a ${offered.length}.`,
    )
  }
  const selected = selectedPaymentOf({ paymentSystem: system.id, installments: payment.installments }, orderForm.value)
  const base = { ...orderForm.paymentData, payments: selected ? [selected] : [] }
  return { ...orderForm, paymentData: paymentDataOf({ paymentData: base }, orderForm.value, env.now()) }
}

/** GET …/installments?paymentSystem=: the system's installments for the cart's value. */
export function installmentsOfOrderForm(orderForm: OrderForm, paymentSystem: number): InstallmentOption {
  const system = paymentSystemById(paymentSystem)
  if (!system) throw new CheckoutRuleError(400, 'paymentSystemNotFound', `A forma de pagamento ${paymentSystem} não existe.`)
  return installmentOptionOf(system, orderForm.value)
}
