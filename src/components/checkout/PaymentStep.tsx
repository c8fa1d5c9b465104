import { useCallback, useEffect, useRef, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { placementApi } from '../../commerce/placement'
import { PAYMENT_SYSTEM_IDS } from '../../config/constants'
import { formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import { CARD_FIELD_MESSAGES } from '../../contracts/payment-fields'
import type { Installment, PaymentGroupName } from '../../contracts/payment'
import { cardProblems, cardSystemOfNumber, formatCardExpiry, formatCardNumber, type CardForm } from '../../lib/checkout/card'
import { useCart } from '../../sdk/cart'
import { PlacementProvider, usePlacement } from '../../sdk/checkout'
import { problemFields, useFormValues } from '../../sdk/form'
import { focusFirstError, FormOutcome, SelectField, TextField } from '../forms'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { STEP_ERROR_TEST_ID } from './errors'
import { useCheckoutForm } from './useCheckoutForm'
import { OrderSummary } from './OrderSummary'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'
import { formatDecimal } from '../../config/number-format'

type Method = 'pix' | 'card' | 'boleto'

const METHOD_OF_GROUP: Readonly<Record<PaymentGroupName, Method>> = {
  instantPaymentPaymentGroup: 'pix',
  creditCardPaymentGroup: 'card',
  bankInvoicePaymentGroup: 'boleto',
}

const METHODS: Array<{ method: Method; label: string; system: number }> = [
  { method: 'pix', label: 'Pix', system: PAYMENT_SYSTEM_IDS.pix },
  { method: 'card', label: 'Cartão de crédito', system: PAYMENT_SYSTEM_IDS.visa },
  { method: 'boleto', label: 'Boleto bancário', system: PAYMENT_SYSTEM_IDS.boleto },
]

const VALUE_CHANGED = 'valueMismatch'

/** "3x de R$ 124,27 sem juros" / "8x de R$ 50,87 com juros (1,99% a.m.) · total R$ 406,96". */
export function installmentText(option: Installment): string {
  if (option.count === 1) return `1x de ${formatCents(option.value)} (à vista)`
  if (!option.hasInterestRate) return `${option.count}x de ${formatCents(option.value)} sem juros`
  const rate = formatDecimal(option.interestRate / 100, { minimumFractionDigits: 2 })
  return `${option.count}x de ${formatCents(option.value)} com juros (${rate}% a.m.) · total ${formatCents(option.total)}`
}

const EMPTY_CARD: CardForm = { number: '', holderName: '', dueDate: '', cvv: '' }

/** The security code as typed: its digits, at most 3. */
const cvvDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 3)

function PaymentForm() {
  const cart = useCart()
  const placement = usePlacement()
  const { ready } = useCheckoutStep('payment')
  const orderForm = cart.orderForm
  const paymentData = orderForm?.paymentData
  const selected = paymentData?.payments?.[0] ?? null
  const selectedSystem = paymentData?.paymentSystems.find((system) => system.id === selected?.paymentSystem)
  const method: Method | null = selectedSystem ? METHOD_OF_GROUP[selectedSystem.groupName] : null
  const { values: card, set, bind } = useFormValues(() => EMPTY_CARD)
  const form = useCheckoutForm()
  const { run, refuse } = form
  const busy = form.busy
  const refreshed = useRef(false)
  const { store } = cart

  // Choosing a payment is saved at once; the step's alert stays (a changed total is chosen again under it).
  const choose = useCallback(
    (paymentSystem: number, installments: number) => run(() => store.setPaymentData({ paymentSystem, installments })),
    [run, store],
  )

  // On arrival the payment is (re)chosen on the server: its values are then the current ones (Pix by default).
  const selectedSystemId = selected?.paymentSystem
  const selectedInstallments = selected?.installments
  useEffect(() => {
    if (!ready || refreshed.current) return
    refreshed.current = true
    void choose(selectedSystemId ?? PAYMENT_SYSTEM_IDS.pix, selectedInstallments ?? 1)
  }, [ready, selectedSystemId, selectedInstallments, choose])

  const cardSystem = paymentData ? cardSystemOfNumber(paymentData.paymentSystems, card.number) : undefined
  const cardSystemId = cardSystem?.id
  // A card number of another brand re-chooses the payment system (same installments).
  useEffect(() => {
    if (method !== 'card' || cardSystemId === undefined || selectedSystemId === undefined || selectedInstallments === undefined) return
    if (cardSystemId !== selectedSystemId) void choose(cardSystemId, selectedInstallments)
  }, [method, cardSystemId, selectedSystemId, selectedInstallments, choose])

  const installments = paymentData?.installmentOptions.find((option) => option.paymentSystem === selected?.paymentSystem)?.installments ?? []

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!orderForm || !selected || placement.state.status === 'placing') return
    if (method === 'card') {
      const problems = cardProblems(card, cardSystem !== undefined)
      if (problems.length > 0) {
        const fields = problemFields(problems, CARD_FIELD_MESSAGES)
        refuse(fields)
        focusFirstError(fields, event.currentTarget)
        return
      }
    }
    form.reset()
    const server = cart.store.getState().serverOrderForm ?? orderForm
    const result = await placement.place({
      orderForm: server,
      optinNewsLetter: server.clientPreferencesData.optinNewsLetter,
      card:
        method === 'card'
          ? { holderName: card.holderName.trim(), cardNumber: card.number.replace(/\s/g, ''), validationCode: card.cvv, dueDate: card.dueDate }
          : undefined,
    })
    if (result.status === 'placed') {
      // The confirmation page reloads the (now empty) cart; reloading it here would send this step back to the cart first.
      await navigate(`${storeConfig.addresses.orderPlaced}?og=${encodeURIComponent(result.orderGroup)}`)
      return
    }
    if (result.status === 'failed') {
      refuse({}, result.failure.message)
      set('cvv', '')
      // A changed total: the payment is chosen again, so the summary shows the new values.
      if (result.failure.code === VALUE_CHANGED) await choose(selected.paymentSystem, selected.installments)
    }
  }

  const placing = placement.state.status === 'placing'

  return (
    <CheckoutLayout step="payment" aside={<OrderSummary orderForm={orderForm} />}>
      <h1 className={styles.title}>Pagamento</h1>
      {!ready ? (
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu carrinho…
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="payment-form">
          <FormOutcome state={form.state} errorTestId={STEP_ERROR_TEST_ID} />
          <fieldset className={`${styles.card} ${styles.options}`} data-testid="payment-methods">
            <legend>Como você quer pagar?</legend>
            {METHODS.map((option) => {
              const system = paymentData?.paymentSystems.find((candidate) => candidate.id === option.system)
              return (
                <label key={option.method} className={styles.option}>
                  <input
                    type="radio"
                    name="forma-de-pagamento"
                    value={option.method}
                    checked={method === option.method}
                    onChange={() => void choose(option.method === 'card' ? (cardSystem?.id ?? option.system) : option.system, 1)}
                    disabled={busy || placing}
                  />
                  <span className={styles.optionName}>{option.label}</span>
                  <span />
                  {system && <p className={styles.optionDetail}>{option.method === 'card' ? 'Visa ou Mastercard, em até 10 vezes.' : system.description}</p>}
                </label>
              )
            })}
          </fieldset>
          {method === 'card' && (
            <fieldset className={`${styles.card} ${styles.options}`} data-testid="card-form">
              <legend>Dados do cartão</legend>
              <div className={styles.grid}>
                <TextField
                  label="Número do cartão"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  className={styles.wide}
                  {...bind('number', formatCardNumber)}
                  error={form.error('number')}
                  hint={cardSystem ? `Bandeira: ${cardSystem.name}` : undefined}
                />
                <TextField label="Nome impresso no cartão" autoComplete="cc-name" className={styles.wide} {...bind('holderName')} error={form.error('holderName')} />
                <TextField
                  label="Validade (MM/AA)"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={5}
                  {...bind('dueDate', formatCardExpiry)}
                  error={form.error('dueDate')}
                />
                <TextField
                  label="Código de segurança (CVV)"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={3}
                  {...bind('cvv', cvvDigits)}
                  error={form.error('cvv')}
                />
                <SelectField
                  label="Parcelas"
                  className={styles.wide}
                  value={selected?.installments ?? 1}
                  onChange={(event) => void choose(selected?.paymentSystem ?? PAYMENT_SYSTEM_IDS.visa, Number(event.target.value))}
                  disabled={busy || placing}
                >
                  {installments.map((option) => (
                    <option key={option.count} value={option.count}>
                      {installmentText(option)}
                    </option>
                  ))}
                </SelectField>
              </div>
            </fieldset>
          )}
          {method === 'pix' && <p className={styles.notice}>Depois de finalizar, mostramos o QR code e o código Pix copia e cola. O pagamento vale por 30 minutos.</p>}
          {method === 'boleto' && <p className={styles.notice}>Depois de finalizar, mostramos a linha digitável e o boleto para imprimir.</p>}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={!selected || busy || placing} data-testid="place-order">
              {placing ? 'Finalizando…' : `Finalizar compra${selected ? ` · ${formatCents(selected.value)}` : ''}`}
            </Button>
          </div>
        </form>
      )}
    </CheckoutLayout>
  )
}

/** /checkout/payment: Pix, boleto or card (installments from the order form, interest shown), and the order placed. */
export function PaymentStep() {
  return (
    <PlacementProvider gateway={placementApi.gateway}>
      <PaymentForm />
    </PlacementProvider>
  )
}
