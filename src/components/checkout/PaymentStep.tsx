import { useEffect, useRef, useState, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { placementApi } from '../../commerce/placement'
import { formatCents } from '../../config/money'
import { afterPlacingText, defaultPaymentSystem, isPayLater, paymentMethodOf } from '../../config/payment-methods'
import { storeConfig } from '../../config/store'
import type { Installment } from '../../contracts/payment'
import { cardSystemOfNumber, formatCardExpiry, formatCardNumber } from '../../lib/checkout/card'
import { addPaymentInfoEvent } from '../../analytics/events'
import { useCart } from '../../sdk/cart'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { PlacementProvider, usePlacement } from '../../sdk/checkout'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { messageOf } from './errors'
import { StepAlert, TextField } from './fields'
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

interface CardForm {
  number: string
  holderName: string
  dueDate: string
  cvv: string
}

type CardErrors = Partial<Record<keyof CardForm, string>>

/** What the browser checks before sending a card (the connector checks again). */
function cardErrors(card: CardForm, known: boolean): CardErrors {
  const errors: CardErrors = {}
  const digits = card.number.replace(/\D/g, '')
  if (digits.length < 13 || !known) errors.number = 'Número do cartão inválido (aceitamos Visa e Mastercard).'
  if (card.holderName.trim().length < 2) errors.holderName = 'Informe o nome impresso no cartão.'
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.dueDate)) errors.dueDate = 'Validade inválida: use MM/AA.'
  if (!/^\d{3}$/.test(card.cvv)) errors.cvv = 'Código de segurança inválido.'
  return errors
}

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
  const [card, setCard] = useState<CardForm>({ number: '', holderName: '', dueDate: '', cvv: '' })
  const [errors, setErrors] = useState<CardErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const refreshed = useRef(false)

  const choose = async (paymentSystem: number, installments: number) => {
    setBusy(true)
    try {
      await cart.setPaymentData({ paymentSystem, installments })
    } catch (error) {
      setAlert(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  // On arrival the payment is (re)chosen on the server: its values are then the current ones (the registry's first method by default).
  useEffect(() => {
    if (!ready || refreshed.current) return
    refreshed.current = true
    void choose(selected?.paymentSystem ?? defaultPaymentSystem(), selected?.installments ?? 1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready])

  const cardSystem = paymentData ? cardSystemOfNumber(paymentData.paymentSystems, card.number) : undefined
  // A card number of another brand re-chooses the payment system (same installments).
  useEffect(() => {
    if (method?.kind !== 'card' || !cardSystem || !selected || cardSystem.id === selected.paymentSystem) return
    void choose(cardSystem.id, selected.installments)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [method?.kind, cardSystem?.id])

  const installments = paymentData?.installmentOptions.find((option) => option.paymentSystem === selected?.paymentSystem)?.installments ?? []

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!orderForm || !selected || placement.state.status === 'placing') return
    setAlert(null)
    if (method?.kind === 'card') {
      const found = cardErrors(card, cardSystem !== undefined)
      setErrors(found)
      const first = Object.keys(found)[0]
      if (first) {
        document.getElementById(`cartao-${first}`)?.focus()
        return
      }
    }
    const server = cart.store.getState().serverOrderForm ?? orderForm
    trackEvent(() => addPaymentInfoEvent(server, selectedSystem?.name ?? String(selected.paymentSystem)))
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
      setAlert(result.failure.message)
      setCard((current) => ({ ...current, cvv: '' }))
      // A changed total: the payment is chosen again, so the summary shows the new values.
      if (result.failure.code === VALUE_CHANGED) await choose(selected.paymentSystem, selected.installments)
    }
  }

  const placing = placement.state.status === 'placing'
  const set = (field: keyof CardForm) => (value: string) => setCard((current) => ({ ...current, [field]: value }))

  return (
    <CheckoutLayout step="payment" aside={<OrderSummary orderForm={orderForm} />}>
      <h1 className={styles.title}>Pagamento</h1>
      {!ready ? (
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu carrinho…
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="payment-form">
          <StepAlert message={alert} />
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
                  id="cartao-number"
                  label="Número do cartão"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  wide
                  value={card.number}
                  onValue={(value) => set('number')(formatCardNumber(value))}
                  error={errors.number}
                  hint={cardSystem ? `Bandeira: ${cardSystem.name}` : undefined}
                />
                <TextField id="cartao-holderName" label="Nome impresso no cartão" autoComplete="cc-name" wide value={card.holderName} onValue={set('holderName')} error={errors.holderName} />
                <TextField
                  id="cartao-dueDate"
                  label="Validade (MM/AA)"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={5}
                  value={card.dueDate}
                  onValue={(value) => set('dueDate')(formatCardExpiry(value))}
                  error={errors.dueDate}
                />
                <TextField
                  id="cartao-cvv"
                  label="Código de segurança (CVV)"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={3}
                  value={card.cvv}
                  onValue={(value) => set('cvv')(value.replace(/\D/g, '').slice(0, 3))}
                  error={errors.cvv}
                />
                <div className={`${styles.field} ${styles.wide}`}>
                  <label htmlFor="cartao-parcelas">Parcelas</label>
                  <select
                    id="cartao-parcelas"
                    className={styles.select}
                    value={selected?.installments ?? 1}
                    onChange={(event) => selected && void choose(selected.paymentSystem, Number(event.target.value))}
                    disabled={busy || placing}
                  >
                    {installments.map((option) => (
                      <option key={option.count} value={option.count}>
                        {installmentText(option)}
                      </option>
                    ))}
                  </select>
                </div>
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
