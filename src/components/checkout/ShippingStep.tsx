import { useEffect, useState, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import { addressProblems, isDelivered, type AddressField } from '../../contracts/checkout-rules'
import { CEP_NOT_FOUND_MESSAGE, CEP_WITHOUT_STREET_MESSAGE } from '../../contracts/address'
import { BRAZILIAN_STATES } from '../../contracts/documents'
import type { OrderFormAddress } from '../../contracts/checkout'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { deliveryGroupsOf, undeliverableItems, type DeliveryGroup } from '../../lib/checkout/delivery-groups'
import { addressLine, addressOfMemberAddress, type AddressFields } from '../../lib/checkout/member-address'
import { addShippingInfoEvent } from '../../analytics/events'
import { useCart } from '../../sdk/cart'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { formatShippingEstimate } from '../account-orders/format'
import { useAccount } from '../session/AccountProvider'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { codeOf, messageOf } from './errors'
import { StepAlert, TextField } from './fields'
import { OrderSummary } from './OrderSummary'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'
import { formatDecimal } from '../../config/number-format'

export const ADDRESS_FIELD_ERRORS: Readonly<Record<AddressField, string>> = {
  postalCode: 'Informe um CEP válido.',
  street: 'Informe a rua.',
  number: 'Informe o número (ou S/N).',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Escolha o estado.',
}

type Fields = Pick<AddressFields, 'receiverName' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state'>

const fieldsOf = (address: OrderFormAddress | null | undefined): Fields => ({
  receiverName: address?.receiverName ?? '',
  street: address?.street ?? '',
  number: address?.number ?? '',
  complement: address?.complement ?? '',
  neighborhood: address?.neighborhood ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
})

const priceText = (cents: number) => (cents === 0 ? 'Grátis' : formatCents(cents))
const NEW_ADDRESS = 'novo'

function OptionDetail({ option }: { option: DeliveryGroup['options'][number] }) {
  const store = option.pickupStoreInfo.address
  if (option.deliveryChannel === 'pickup-in-point' && store) {
    return (
      <p className={styles.optionDetail}>
        {option.pickupStoreInfo.friendlyName} · {store.street}, {store.number} - {store.neighborhood}, {store.city}/{store.state}
        {option.pickupDistance ? ` · a ${formatDecimal(option.pickupDistance)} km` : ''} · pronto {formatShippingEstimate(option.shippingEstimate)}
      </p>
    )
  }
  return <p className={styles.optionDetail}>Chega {formatShippingEstimate(option.shippingEstimate)} após a confirmação do pagamento</p>
}

/**
 * /checkout/shipping: the address (a saved one for a member, or by CEP, then
 * completed by the shopper), the delivery options of each package (home
 * delivery or a store to collect from) and their prices; a new CEP
 * recomputes options and totals.
 */
export function ShippingStep() {
  const cart = useCart()
  const account = useAccount()
  const trackEvent = useTrackEvent()
  const { ready } = useCheckoutStep('shipping')
  const orderForm = cart.orderForm
  const address = orderForm?.shippingData?.address ?? null
  const saved = account.state.status === 'authenticated' ? account.state.profile.getAddresses : []
  const [cep, setCep] = useState('')
  const [fields, setFields] = useState<Fields>(() => fieldsOf(null))
  const [choice, setChoice] = useState<string>(NEW_ADDRESS)
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const addressKey = address ? `${address.addressId}|${address.postalCode}` : ''

  // The form follows the cart's address when it changes (a CEP looked up, a saved address chosen).
  useEffect(() => {
    if (!address) return
    setCep(address.postalCode)
    setFields(fieldsOf(address))
    if (saved.some((entry) => entry.id === address.addressId)) setChoice(address.addressId)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressKey])

  const run = async (work: () => Promise<unknown>, onError?: (error: unknown) => boolean) => {
    setAlert(null)
    setBusy(true)
    try {
      await work()
      return true
    } catch (error) {
      if (!onError?.(error)) setAlert(messageOf(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  const lookUp = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!isCompleteCep(cep)) {
      setErrors({ postalCode: ADDRESS_FIELD_ERRORS.postalCode })
      return
    }
    setErrors({})
    await run(
      () => cart.setShippingData({ cep }),
      (error) => {
        if (codeOf(error) !== 'postalCodeNotFound') return false
        setErrors({ postalCode: CEP_NOT_FOUND_MESSAGE })
        return true
      },
    )
  }

  const chooseSaved = async (id: string) => {
    setChoice(id)
    const entry = saved.find((candidate) => candidate.id === id)
    if (!entry) return
    await run(() => cart.setShippingData({ selectedAddresses: [addressOfMemberAddress(entry)], logisticsInfo: [] }))
  }

  const groups = orderForm ? deliveryGroupsOf(orderForm) : []
  const missing = orderForm ? undeliverableItems(orderForm) : []
  const logistics = orderForm?.shippingData?.logisticsInfo ?? []
  const anyDelivered = logistics.length === 0 || logistics.some(isDelivered)
  const typed = (): AddressFields => ({
    addressType: 'residential',
    addressId: address?.addressId ?? null,
    postalCode: address?.postalCode ?? cep,
    receiverName: fields.receiverName?.trim() || null,
    street: fields.street.trim(),
    number: fields.number.trim(),
    complement: fields.complement?.trim() || null,
    neighborhood: fields.neighborhood.trim(),
    city: fields.city.trim(),
    state: fields.state,
  })

  const chooseOption = async (group: DeliveryGroup, slaId: string) => {
    const option = group.options.find((candidate) => candidate.id === slaId)
    if (!option || !address) return
    await run(() =>
      cart.setShippingData({
        selectedAddresses: [address],
        logisticsInfo: group.itemIndexes.map((itemIndex) => ({ itemIndex, selectedSla: option.id, selectedDeliveryChannel: option.deliveryChannel })),
      }),
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!orderForm || !address) {
      setErrors({ postalCode: ADDRESS_FIELD_ERRORS.postalCode })
      return
    }
    if (anyDelivered) {
      const problems = addressProblems(typed())
      if (problems.length > 0) {
        setErrors(Object.fromEntries(problems.map((field) => [field, ADDRESS_FIELD_ERRORS[field]])))
        document.getElementById(`endereco-${problems[0]}`)?.focus()
        return
      }
    }
    setErrors({})
    const saved = await run(() =>
      cart.setShippingData({
        selectedAddresses: [anyDelivered ? typed() : address],
        logisticsInfo: logistics.map((info) => ({ itemIndex: info.itemIndex, selectedSla: info.selectedSla, selectedDeliveryChannel: info.selectedDeliveryChannel })),
      }),
    )
    if (saved) {
      const chosen = cart.store.getState().serverOrderForm ?? orderForm
      const tiers = [...new Set((chosen.shippingData?.logisticsInfo ?? logistics).map((info) => info.selectedSla).filter(Boolean))]
      trackEvent(() => addShippingInfoEvent(chosen, tiers.join(', ')))
      await navigate(storeConfig.addresses.checkoutPayment)
    }
  }

  const set = (field: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [field]: value }))
  const showAddressForm = choice === NEW_ADDRESS

  return (
    <CheckoutLayout step="shipping" aside={<OrderSummary orderForm={orderForm} />}>
      <h1 className={styles.title}>Entrega</h1>
      {!ready ? (
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu carrinho…
        </p>
      ) : (
        <>
          <StepAlert message={alert} />
          {saved.length > 0 && (
            <fieldset className={`${styles.card} ${styles.options}`} data-testid="saved-addresses">
              <legend>Seus endereços</legend>
              {saved.map((entry) => {
                const line = addressOfMemberAddress(entry)
                return (
                  <label key={entry.id} className={styles.option}>
                    <input type="radio" name="endereco-salvo" value={entry.id} checked={choice === entry.id} onChange={() => void chooseSaved(entry.id)} disabled={busy} />
                    <span className={styles.optionName}>{entry.title}</span>
                    <span />
                    <p className={styles.optionDetail}>
                      {addressLine(line)} · CEP {line.postalCode}
                    </p>
                  </label>
                )
              })}
              <label className={styles.option}>
                <input type="radio" name="endereco-salvo" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => setChoice(NEW_ADDRESS)} disabled={busy} />
                <span className={styles.optionName}>Outro endereço</span>
              </label>
            </fieldset>
          )}
          {showAddressForm && (
            <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void lookUp(event)} noValidate data-testid="cep-form">
              <div className={styles.grid}>
                <TextField
                  id="endereco-postalCode"
                  label="CEP"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={9}
                  value={cep}
                  onValue={(value) => setCep(formatCep(value))}
                  error={errors.postalCode}
                  hint={
                    <a href="https://buscacepinter.correios.com.br/app/endereco/index.php" target="_blank" rel="noopener noreferrer">
                      Não sei meu CEP
                    </a>
                  }
                />
                <div className={styles.field}>
                  <span className={styles.label} aria-hidden="true">
                    &nbsp;
                  </span>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {address ? 'Alterar CEP' : 'Buscar CEP'}
                  </Button>
                </div>
              </div>
            </form>
          )}
          {address && (
            <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="shipping-form">
              {groups.map((group, index) => (
                <fieldset key={group.options.map((option) => option.id).join('|')} className={`${styles.card} ${styles.options}`} data-testid="delivery-group">
                  <legend>
                    {groups.length > 1 ? `Entrega ${index + 1} de ${groups.length}: ` : 'Como você quer receber: '}
                    {group.itemIndexes.map((itemIndex) => orderForm?.items[itemIndex]?.name).join(', ')}
                  </legend>
                  {group.options.map((option) => (
                    <label key={option.id} className={styles.option} data-testid="delivery-option">
                      <input
                        type="radio"
                        name={`entrega-${index}`}
                        value={option.id}
                        checked={group.selectedSla === option.id}
                        onChange={() => void chooseOption(group, option.id)}
                        disabled={busy}
                      />
                      <span className={styles.optionName}>{option.deliveryChannel === 'pickup-in-point' ? `Retirar na loja` : option.name}</span>
                      <span className={styles.optionPrice}>{priceText(option.price)}</span>
                      <OptionDetail option={option} />
                    </label>
                  ))}
                </fieldset>
              ))}
              {missing.length > 0 && (
                <p className={styles.alert} role="alert">
                  Não entregamos {missing.map((itemIndex) => orderForm?.items[itemIndex]?.name).join(', ')} neste CEP. Remova do carrinho ou use outro endereço.
                </p>
              )}
              {anyDelivered && showAddressForm && (
                <fieldset className={`${styles.card} ${styles.options}`} data-testid="address-fields">
                  <legend>Endereço de entrega · CEP {address.postalCode}</legend>
                  {!address.street && (
                    <p className={styles.lead} data-testid="cep-without-street">
                      {CEP_WITHOUT_STREET_MESSAGE}
                    </p>
                  )}
                  <div className={styles.grid}>
                    <TextField id="endereco-street" label="Rua" autoComplete="address-line1" required wide value={fields.street} onValue={set('street')} error={errors.street} />
                    <TextField id="endereco-number" label="Número" autoComplete="address-line2" required value={fields.number} onValue={set('number')} error={errors.number} />
                    <TextField id="endereco-complement" label="Complemento (opcional)" autoComplete="address-line3" value={fields.complement ?? ''} onValue={set('complement')} />
                    <TextField id="endereco-neighborhood" label="Bairro" required value={fields.neighborhood} onValue={set('neighborhood')} error={errors.neighborhood} />
                    <TextField id="endereco-city" label="Cidade" autoComplete="address-level2" required value={fields.city} onValue={set('city')} error={errors.city} />
                    <div className={styles.field}>
                      <label htmlFor="endereco-state">Estado</label>
                      <select
                        id="endereco-state"
                        className={styles.select}
                        value={fields.state}
                        onChange={(event) => set('state')(event.target.value)}
                        // The state is the CEP's (the server refuses another): chosen by changing the CEP.
                        disabled={Boolean(address.state)}
                        aria-invalid={errors.state ? true : undefined}
                        aria-describedby={errors.state ? 'endereco-state-erro' : undefined}
                        autoComplete="address-level1"
                      >
                        <option value="">Escolha</option>
                        {BRAZILIAN_STATES.map((uf) => (
                          <option key={uf} value={uf}>
                            {uf}
                          </option>
                        ))}
                      </select>
                      {errors.state && (
                        <p id="endereco-state-erro" className={styles.fieldError}>
                          {errors.state}
                        </p>
                      )}
                    </div>
                    <TextField id="endereco-receiverName" label="Quem vai receber (opcional)" autoComplete="name" wide value={fields.receiverName ?? ''} onValue={set('receiverName')} />
                  </div>
                </fieldset>
              )}
              <div className={styles.actions}>
                <Button type="submit" variant="primary" disabled={busy || missing.length > 0} data-testid="shipping-submit">
                  Ir para o pagamento
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </CheckoutLayout>
  )
}
