import { useEffect, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { formatCents } from '../../config/money'
import { storeConfig } from '../../config/store'
import { addressProblems, isDelivered } from '../../contracts/checkout-rules'
import { CEP_NOT_FOUND_MESSAGE, CEP_WITHOUT_STREET_MESSAGE } from '../../contracts/address'
import { ADDRESS_FIELD_MESSAGES } from '../../contracts/address-fields'
import { BRAZILIAN_STATES, isBrazilianState } from '../../contracts/documents'
import type { OrderFormAddress } from '../../contracts/checkout'
import type { MemberAddress } from '../../contracts/session'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { deliveryGroupsOf, undeliverableItems, type DeliveryGroup } from '../../lib/checkout/delivery-groups'
import { addressLine, addressOfMemberAddress, type AddressFields } from '../../lib/checkout/member-address'
import { useCart } from '../../sdk/cart'
import { problemFields, useFormValues, type DescribeFailure } from '../../sdk/form'
import { formatShippingEstimate } from '../account-ui/order-format'
import { focusFirstError, FormOutcome, SelectField, TextField } from '../forms'
import { useTrackEvent } from '../analytics/useTrackEvent'
import { useAccount } from '../session/AccountProvider'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { codeOf, describeCheckoutFailure, STEP_ERROR_TEST_ID } from './errors'
import { useCheckoutForm } from './useCheckoutForm'
import { OrderSummary } from './OrderSummary'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'
import { formatDecimal } from '../../config/number-format'

const NEW_ADDRESS = 'novo'
const NO_SAVED_ADDRESSES: readonly MemberAddress[] = []

interface ShippingValues {
  /** The CEP typed (the cart's once it has an address). */
  postalCode: string
  street: string
  number: string
  complement: string
  neighborhood: string
  city: string
  state: string
  receiverName: string
  /** The member's saved address chosen, or NEW_ADDRESS. */
  savedAddress: string
}

/** The cart's state when it is a Brazilian UF (a platform may answer anything there): the field is then fixed. */
const knownStateOf = (address: OrderFormAddress | null | undefined): string => (address?.state && isBrazilianState(address.state) ? address.state.trim().toUpperCase() : '')

const valuesOf = (address: OrderFormAddress | null | undefined, savedAddress: string): ShippingValues => ({
  postalCode: address?.postalCode ?? '',
  street: address?.street ?? '',
  number: address?.number ?? '',
  complement: address?.complement ?? '',
  neighborhood: address?.neighborhood ?? '',
  city: address?.city ?? '',
  state: knownStateOf(address),
  receiverName: address?.receiverName ?? '',
  savedAddress,
})

/** A CEP the server does not know shows under the CEP (no alert); any other refusal as the step's. */
const describeLookUpFailure: DescribeFailure = (error) =>
  codeOf(error) === 'postalCodeNotFound' ? { fields: { postalCode: CEP_NOT_FOUND_MESSAGE }, message: null } : describeCheckoutFailure()(error)

const priceText = (cents: number) => (cents === 0 ? 'Grátis' : formatCents(cents))

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
  const saved = account.state.status === 'authenticated' ? account.state.profile.getAddresses : NO_SAVED_ADDRESSES
  const { values, set, bind, fillFrom } = useFormValues(() => valuesOf(null, NEW_ADDRESS))
  const form = useCheckoutForm()
  const { refuse } = form
  const addressKey = address ? `${address.addressId}|${address.postalCode}` : ''

  // The form follows the cart's address when it changes (a CEP looked up, a saved address chosen).
  useEffect(() => {
    if (!address) return
    fillFrom(addressKey, (current) =>
      valuesOf(address, saved.some((entry) => entry.id === address.addressId) ? (address.addressId ?? NEW_ADDRESS) : current.savedAddress),
    )
  }, [address, addressKey, saved, fillFrom])

  const lookUp = async (event: FormEvent) => {
    event.preventDefault()
    const cep = values.postalCode
    if (!isCompleteCep(cep)) {
      refuse({ postalCode: ADDRESS_FIELD_MESSAGES.postalCode })
      return
    }
    await form.submit(() => cart.setShippingData({ cep }), null, describeLookUpFailure)
  }

  const chooseSaved = async (id: string) => {
    set('savedAddress', id)
    const entry = saved.find((candidate) => candidate.id === id)
    if (!entry) return
    await form.submit(() => cart.setShippingData({ selectedAddresses: [addressOfMemberAddress(entry)], logisticsInfo: [] }))
  }

  const groups = orderForm ? deliveryGroupsOf(orderForm) : []
  const missing = orderForm ? undeliverableItems(orderForm) : []
  const logistics = orderForm?.shippingData?.logisticsInfo ?? []
  const anyDelivered = logistics.length === 0 || logistics.some(isDelivered)
  const typed = (): AddressFields => ({
    addressType: 'residential',
    addressId: address?.addressId ?? null,
    postalCode: address?.postalCode ?? values.postalCode,
    receiverName: values.receiverName.trim() || null,
    street: values.street.trim(),
    number: values.number.trim(),
    complement: values.complement.trim() || null,
    neighborhood: values.neighborhood.trim(),
    city: values.city.trim(),
    state: values.state,
  })

  const chooseOption = async (group: DeliveryGroup, slaId: string) => {
    const option = group.options.find((candidate) => candidate.id === slaId)
    if (!option || !address) return
    await form.submit(() =>
      cart.setShippingData({
        selectedAddresses: [address],
        logisticsInfo: group.itemIndexes.map((itemIndex) => ({ itemIndex, selectedSla: option.id, selectedDeliveryChannel: option.deliveryChannel })),
      }),
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!orderForm || !address) {
      refuse({ postalCode: ADDRESS_FIELD_MESSAGES.postalCode })
      return
    }
    if (anyDelivered) {
      const problems = addressProblems(typed())
      if (problems.length > 0) {
        const fields = problemFields(problems, ADDRESS_FIELD_MESSAGES)
        refuse(fields)
        // The CEP is in the form above this one: the whole step is searched.
        focusFirstError(fields)
        return
      }
    }
    const sent = await form.submit(() =>
      cart.setShippingData({
        selectedAddresses: [anyDelivered ? typed() : address],
        logisticsInfo: logistics.map((info) => ({ itemIndex: info.itemIndex, selectedSla: info.selectedSla, selectedDeliveryChannel: info.selectedDeliveryChannel })),
      }),
    )
    if (sent) {
      const chosen = cart.store.getState().serverOrderForm ?? orderForm
      const tiers = [...new Set((chosen.shippingData?.logisticsInfo ?? logistics).map((info) => info.selectedSla).filter(Boolean))]
      void trackEvent('addShippingInfo', chosen, tiers.join(', '))
      await navigate(storeConfig.addresses.checkoutPayment)
    }
  }

  const busy = form.busy
  const showAddressForm = values.savedAddress === NEW_ADDRESS

  return (
    <CheckoutLayout step="shipping" aside={<OrderSummary orderForm={orderForm} />}>
      <h1 className={styles.title}>Entrega</h1>
      {!ready ? (
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu carrinho…
        </p>
      ) : (
        <>
          <FormOutcome state={form.state} errorTestId={STEP_ERROR_TEST_ID} />
          {saved.length > 0 && (
            <fieldset className={`${styles.card} ${styles.options}`} data-testid="saved-addresses">
              <legend>Seus endereços</legend>
              {saved.map((entry) => {
                const line = addressOfMemberAddress(entry)
                return (
                  <label key={entry.id} className={styles.option}>
                    <input type="radio" name="endereco-salvo" value={entry.id} checked={values.savedAddress === entry.id} onChange={() => void chooseSaved(entry.id)} disabled={busy} />
                    <span className={styles.optionName}>{entry.title}</span>
                    <span />
                    <p className={styles.optionDetail}>
                      {addressLine(line)} · CEP {line.postalCode}
                    </p>
                  </label>
                )
              })}
              <label className={styles.option}>
                <input type="radio" name="endereco-salvo" value={NEW_ADDRESS} checked={values.savedAddress === NEW_ADDRESS} onChange={() => set('savedAddress', NEW_ADDRESS)} disabled={busy} />
                <span className={styles.optionName}>Outro endereço</span>
              </label>
            </fieldset>
          )}
          {showAddressForm && (
            <form className={`${styles.card} ${styles.form}`} onSubmit={(event) => void lookUp(event)} noValidate data-testid="cep-form">
              <div className={styles.grid}>
                <TextField
                  label="CEP"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={9}
                  {...bind('postalCode', formatCep)}
                  error={form.error('postalCode')}
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
                    <TextField label="Rua" autoComplete="address-line1" required className={styles.wide} {...bind('street')} error={form.error('street')} />
                    <TextField label="Número" autoComplete="address-line2" required {...bind('number')} error={form.error('number')} />
                    <TextField label="Complemento (opcional)" autoComplete="address-line3" {...bind('complement')} />
                    <TextField label="Bairro" required {...bind('neighborhood')} error={form.error('neighborhood')} />
                    <TextField label="Cidade" autoComplete="address-level2" required {...bind('city')} error={form.error('city')} />
                    <SelectField
                      label="Estado"
                      {...bind('state')}
                      // The state is the CEP's (the server refuses another): chosen by changing the CEP.
                      disabled={knownStateOf(address) !== ''}
                      error={form.error('state')}
                      autoComplete="address-level1"
                    >
                      <option value="">Escolha</option>
                      {BRAZILIAN_STATES.map((uf) => (
                        <option key={uf} value={uf}>
                          {uf}
                        </option>
                      ))}
                    </SelectField>
                    <TextField label="Quem vai receber (opcional)" autoComplete="name" className={styles.wide} {...bind('receiverName')} />
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
