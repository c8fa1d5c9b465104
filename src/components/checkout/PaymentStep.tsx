import { useCallback, useEffect, useRef, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { placementApi } from '../../commerce/placement'
import { formatCents } from '../../config/money'
import { afterPlacingText, defaultPaymentSystem, isPayLater, paymentMethodOf } from '../../config/payment-methods'
import { storeConfig } from '../../config/store'
import { CARD_FIELD_MESSAGES } from '../../contracts/payment-fields'
import type { Installment } from '../../contracts/payment'
import { cardProblems, cardSystemOfNumber, formatCardExpiry, formatCardNumber, type CardForm } from '../../lib/checkout/card'
import { useCart } from '../../sdk/cart'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { PlacementProvider, usePlacement } from '../../sdk/checkout'
import { problemFields, useFormValues } from '../../sdk/form'
import { focusFirstError, FormOutcome, SelectField, TextField } from '../forms'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { STEP_ERROR_TEST_ID } from './errors'
import { useCheckoutForm } from './useCheckoutForm'
import { OrderSummary } from './OrderSummary'
import { PaymentMethodOptions } from './PaymentMethodOptions'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'
import { formatDecimal } from '../../config/number-format'

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
  const trackEvent = useTrackEvent()
  const placement = usePlacement()
  const { ready } = useCheckoutStep('payment')
  const orderForm = cart.orderForm
  const paymentData = orderForm?.paymentData
  const selected = paymentData?.payments?.[0] ?? null
  const selectedSystem = paymentData?.paymentSystems.find((system) => system.id === selected?.paymentSystem)
  // The registry's method of the chosen system (a brand the registry does not list is still a card, by its group).
  const method = selected ? paymentMethodOf({ paymentSystem: selected.paymentSystem, group: selectedSystem?.groupName }) : undefined
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

  // On arrival the payment is (re)chosen on the server: its values are then the current ones (the registry's first method by default).
  const selectedSystemId = selected?.paymentSystem
  const selectedInstallments = selected?.installments
  useEffect(() => {
    if (!ready || refreshed.current) return
    refreshed.current = true
    void choose(selectedSystemId ?? defaultPaymentSystem(), selectedInstallments ?? 1)
  }, [ready, selectedSystemId, selectedInstallments, choose])

  const cardSystem = paymentData ? cardSystemOfNumber(paymentData.paymentSystems, card.number) : undefined
  const cardSystemId = cardSystem?.id
  // A card number of another brand re-chooses the payment system (same installments).
  useEffect(() => {
    if (method?.kind !== 'card' || cardSystemId === undefined || selectedSystemId === undefined || selectedInstallments === undefined) return
    if (cardSystemId !== selectedSystemId) void choose(cardSystemId, selectedInstallments)
  }, [method?.kind, cardSystemId, selectedSystemId, selectedInstallments, choose])

  const installments = paymentData?.installmentOptions.find((option) => option.paymentSystem === selected?.paymentSystem)?.installments ?? []

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!orderForm || !selected || placement.state.status === 'placing') return
    if (method?.kind === 'card') {
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
    void trackEvent('addPaymentInfo', server, selectedSystem?.name ?? String(selected.paymentSystem))
    const result = await placement.place({
      orderForm: server,
      optinNewsLetter: server.clientPreferencesData.optinNewsLetter,
      card:
        method?.kind === 'card'
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
          <PaymentMethodOptions
            paymentSystems={paymentData?.paymentSystems}
            chosen={method}
            cardSystemId={cardSystem?.id}
            disabled={busy || placing}
            onChoose={(paymentSystem) => void choose(paymentSystem, 1)}
          />
          {method?.kind === 'card' && (
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
                  onChange={(event) => selected && void choose(selected.paymentSystem, Number(event.target.value))}
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
          {isPayLater(method) && <p className={styles.notice}>{afterPlacingText(method)}</p>}
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

/** /checkout/payment: the registry's methods (Pix, card with installments from the order form and interest shown, boleto), and the order placed. */
export function PaymentStep() {
  return (
    <PlacementProvider gateway={placementApi.gateway}>
      <PaymentForm />
    </PlacementProvider>
  )
}
