import { useEffect, useState, type FormEvent } from 'react'
import { Link, navigate } from 'gatsby'

import { storeConfig } from '../../config/store'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { ABANDONED_FEATURE_FLAG_KEY } from '../../lib/product/abandoned'
import { useCart } from '../../sdk/cart'
import { getLocalStorage, writeRaw } from '../../sdk/storage/browserStorage'
import { useToast } from '../../sdk/toast'
import * as styles from './Cart.module.css'
import { CartTotals } from './CartTotals'

/**
 * The simple profile and shipping steps. Reaching them arms the
 * abandoned-payment reminder (flag AbandonedPayment).
 */
export function CheckoutStep({ step }: { step: 'profile' | 'shipping' }) {
  const cart = useCart()
  const { pushToast } = useToast()
  const profile = cart.orderForm?.clientProfileData ?? null
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', phone: '', document: '' })
  const [cep, setCep] = useState('')

  // Storage unavailable: the reminder simply stays off.
  useEffect(() => void writeRaw(getLocalStorage(), ABANDONED_FEATURE_FLAG_KEY, 'true'), [])
  useEffect(() => {
    if (profile?.email) {
      setForm((f) => ({
        email: f.email || profile.email || '',
        firstName: f.firstName || profile.firstName || '',
        lastName: f.lastName || profile.lastName || '',
        phone: f.phone || profile.phone || '',
        document: f.document || profile.document || '',
      }))
    }
  }, [profile?.email, profile?.firstName, profile?.lastName, profile?.phone, profile?.document])

  const fail = (error: unknown) => {
    console.error(`checkout ${step} failed`, error)
    pushToast({ text: 'Não foi possível salvar seus dados. Confira e tente de novo.', variant: 'error' })
  }

  const submitProfile = (event: FormEvent) => {
    event.preventDefault()
    void cart
      .setClientProfile({ ...form, documentType: 'cpf' })
      .then(() => navigate(storeConfig.addresses.checkoutShipping), fail)
  }
  const submitShipping = (event: FormEvent) => {
    event.preventDefault()
    if (!isCompleteCep(cep)) return
    void cart.setShippingData({ cep }).catch(fail)
  }
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value })
  const address = cart.orderForm?.shippingData?.address ?? null

  return (
    <div className={styles.step} data-testid={`checkout-${step}`}>
      <p>
        <Link to={storeConfig.addresses.checkoutCart}>‹ Voltar ao carrinho</Link>
      </p>
      {step === 'profile' ? (
        <form className={styles.form} onSubmit={submitProfile}>
          <h1 className={styles.title}>Identificação</h1>
          {(
            [
              ['email', 'E-mail', 'email', 'email'],
              ['firstName', 'Nome', 'text', 'given-name'],
              ['lastName', 'Sobrenome', 'text', 'family-name'],
              ['document', 'CPF', 'text', 'off'],
              ['phone', 'Telefone', 'tel', 'tel'],
            ] as const
          ).map(([field, label, type, autoComplete]) => (
            <label key={field} className={styles.field}>
              <span>{label}</span>
              <input className={styles.input} type={type} autoComplete={autoComplete} value={form[field]} onChange={set(field)} required={field !== 'phone'} />
            </label>
          ))}
          <button type="submit" className={styles.primaryLink}>
            Ir para a entrega
          </button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={submitShipping}>
          <h1 className={styles.title}>Entrega</h1>
          <label className={styles.field}>
            <span>CEP</span>
            <input className={styles.input} inputMode="numeric" maxLength={9} value={cep} onChange={(e) => setCep(formatCep(e.target.value))} />
          </label>
          <button type="submit" className={styles.secondaryButton} disabled={!isCompleteCep(cep)}>
            Calcular
          </button>
          {address?.city && (
            <p>
              Entrega em {address.street ? `${address.street}, ` : ''}
              {address.city}/{address.state} ({address.postalCode})
            </p>
          )}
        </form>
      )}
      <CartTotals totals={cart.totals} />
    </div>
  )
}
