import { useEffect, useRef, useState, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { profileProblems, type ProfileField } from '../../contracts/checkout-rules'
import { CNPJ_HINT, CNPJ_INVALID_MESSAGE, CPF_INVALID_MESSAGE, formatCnpj, formatCpf, formatPhone, isMasked } from '../../contracts/documents'
import type { ClientProfileData } from '../../contracts/checkout'
import { useCart } from '../../sdk/cart'
import { useAccount } from '../session/AccountProvider'
import { loginUrlReturningTo } from '../session/login'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { codeOf, messageOf } from './errors'
import { StepAlert, TextField } from './fields'
import { OrderSummary } from './OrderSummary'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** What each field says when it is missing or wrong (pt-BR). */
export const PROFILE_FIELD_ERRORS: Readonly<Record<ProfileField, string>> = {
  email: 'Informe um e-mail válido.',
  firstName: 'Informe seu nome.',
  lastName: 'Informe seu sobrenome.',
  document: CPF_INVALID_MESSAGE,
  phone: 'Telefone inválido: informe o DDD e o número.',
  corporateName: 'Informe a razão social da empresa.',
  corporateDocument: CNPJ_INVALID_MESSAGE,
}

interface ProfileForm {
  firstName: string
  lastName: string
  document: string
  phone: string
  corporateName: string
  corporateDocument: string
  stateInscription: string
  optin: boolean
}

function formOf(profile: ClientProfileData | null, optin: boolean | null): ProfileForm {
  const masked = (value: string | null | undefined) => (isMasked(value) ? '' : (value ?? ''))
  return {
    firstName: masked(profile?.firstName),
    lastName: masked(profile?.lastName),
    document: profile?.documentType === 'cnpj' ? '' : formatCpf(masked(profile?.document)),
    phone: formatPhone(masked(profile?.phone)),
    corporateName: masked(profile?.corporateName),
    corporateDocument: formatCnpj(masked(profile?.corporateDocument)),
    stateInscription: masked(profile?.stateInscription),
    optin: optin ?? false,
  }
}

/** A returning member's stored data, shown read-only (masked by the platform when the visitor did not prove to own it). */
function StoredProfile({ profile }: { profile: ClientProfileData }) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Nome', [profile.firstName, profile.lastName].filter(Boolean).join(' ')],
    [profile.isCorporate ? 'CNPJ' : 'CPF', profile.isCorporate ? profile.corporateDocument : profile.document],
    ['Telefone', profile.phone],
  ]
  return (
    <dl className={styles.totals} data-testid="stored-profile">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * /checkout/profile: the e-mail first (the guest check); a returning member
 * is invited to log in or goes on with the stored data, read-only; a new
 * shopper gives name, CPF (CNPJ and corporate name in the business store)
 * and phone, and chooses the newsletter. A logged-in member finds it all filled.
 */
export function ProfileStep() {
  const cart = useCart()
  const account = useAccount()
  const { ready } = useCheckoutStep('profile')
  const corporate = isBusiness()
  const orderForm = cart.orderForm
  const profile = orderForm?.clientProfileData ?? null
  const [editingEmail, setEditingEmail] = useState(false)
  const [email, setEmail] = useState('')
  const [form, setForm] = useState<ProfileForm>(() => formOf(null, null))
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const filledFrom = useRef<string | null>(null)
  const memberEmail = account.state.status === 'authenticated' ? account.state.profile.getUserProfile.claims.email : null

  const hasEmail = Boolean(profile?.email) && !editingEmail
  const returningMember = hasEmail && orderForm?.canEditData === false

  // The form starts from what the cart holds (the member's stored profile once identified).
  useEffect(() => {
    const key = `${profile?.email ?? ''}|${profile?.document ?? ''}|${profile?.phone ?? ''}`
    if (!profile?.email || filledFrom.current === key) return
    filledFrom.current = key
    setEmail(profile.email)
    setForm(formOf(profile, orderForm?.clientPreferencesData.optinNewsLetter ?? null))
  }, [profile, orderForm?.clientPreferencesData.optinNewsLetter])

  // A logged-in member is identified at once: their e-mail attaches their stored profile.
  useEffect(() => {
    if (!ready || !memberEmail || profile?.email === memberEmail) return
    void cart.setClientProfile({ email: memberEmail }).catch((error: unknown) => setAlert(messageOf(error)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, memberEmail, profile?.email])

  const set = <K extends keyof ProfileForm>(field: K) => (value: ProfileForm[K]) => setForm((current) => ({ ...current, [field]: value }))

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    const value = email.trim()
    if (!EMAIL_PATTERN.test(value)) {
      setErrors({ email: PROFILE_FIELD_ERRORS.email })
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await cart.setClientProfile({ email: value })
      filledFrom.current = null
      setEditingEmail(false)
    } catch (error) {
      setAlert(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const submitDetails = async (event: FormEvent) => {
    event.preventDefault()
    if (!profile?.email) return
    setAlert(null)
    const candidate: ClientProfileData = {
      ...profile,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      documentType: corporate ? 'cnpj' : 'cpf',
      document: corporate ? form.corporateDocument : form.document,
      phone: form.phone,
      isCorporate: corporate,
      corporateName: corporate ? form.corporateName.trim() : null,
      corporateDocument: corporate ? form.corporateDocument : null,
    }
    const problems = profileProblems(candidate, { corporate })
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((field) => [field, PROFILE_FIELD_ERRORS[field]])))
      document.getElementById(`perfil-${problems[0]}`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await cart.setClientProfile({
        email: profile.email,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        documentType: candidate.documentType,
        document: candidate.document,
        phone: form.phone,
        ...(corporate
          ? { isCorporate: true, corporateName: candidate.corporateName, corporateDocument: form.corporateDocument, stateInscription: form.stateInscription.trim() || null }
          : {}),
      })
      await cart.setClientPreferences({ optinNewsletter: form.optin })
      await navigate(storeConfig.addresses.checkoutShipping)
    } catch (error) {
      const code = codeOf(error)
      if (code === 'invalidDocument') setErrors({ [corporate ? 'corporateDocument' : 'document']: messageOf(error) })
      else if (code === 'invalidPhone') setErrors({ phone: messageOf(error) })
      setAlert(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  const continueAsReturning = async () => {
    setAlert(null)
    if (orderForm && profileProblems(profile, { corporate }).length > 0) {
      setAlert('Faltam dados no seu cadastro. Faça login para completá-los.')
      return
    }
    await navigate(storeConfig.addresses.checkoutShipping)
  }

  return (
    <CheckoutLayout step="profile" aside={<OrderSummary orderForm={orderForm} />}>
      <h1 className={styles.title}>Identificação</h1>
      {!ready ? (
        <p className={styles.lead} role="status" aria-live="polite">
          Carregando seu carrinho…
        </p>
      ) : !hasEmail ? (
        <form className={`${styles.card} ${styles.form}`} onSubmit={submitEmail} noValidate data-testid="profile-email-form">
          <p className={styles.lead}>Informe seu e-mail para continuar a compra.</p>
          <StepAlert message={alert} />
          <TextField
            id="perfil-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onValue={setEmail}
            error={errors.email}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={busy}>
              Continuar
            </Button>
          </div>
        </form>
      ) : returningMember && profile ? (
        <section className={styles.card} data-testid="returning-member" aria-labelledby="cadastro-titulo">
          <h2 id="cadastro-titulo" className={styles.subtitle}>
            Você já tem cadastro com {profile.email}
          </h2>
          <p className={styles.lead}>Faça login para usar e alterar seus dados, ou continue com os dados cadastrados.</p>
          <StoredProfile profile={profile} />
          <StepAlert message={alert} />
          <div className={styles.actions}>
            <a className={styles.linkButton} href={loginUrlReturningTo(storeConfig.addresses.checkoutProfile)}>
              Fazer login
            </a>
            <Button variant="primary" onClick={() => void continueAsReturning()}>
              Continuar com os dados cadastrados
            </Button>
          </div>
          <Button variant="link" onClick={() => setEditingEmail(true)}>
            Usar outro e-mail
          </Button>
        </section>
      ) : (
        <form className={`${styles.card} ${styles.form}`} onSubmit={submitDetails} noValidate data-testid="profile-form">
          <p className={styles.lead}>
            Comprando como <strong>{profile?.email}</strong>.{' '}
            {!memberEmail && (
              <button type="button" className={styles.linkButton} onClick={() => setEditingEmail(true)}>
                Alterar e-mail
              </button>
            )}
          </p>
          <StepAlert message={alert} />
          <div className={styles.grid}>
            <TextField id="perfil-firstName" label="Nome" autoComplete="given-name" required value={form.firstName} onValue={set('firstName')} error={errors.firstName} />
            <TextField id="perfil-lastName" label="Sobrenome" autoComplete="family-name" required value={form.lastName} onValue={set('lastName')} error={errors.lastName} />
            {corporate ? (
              <>
                <TextField
                  id="perfil-corporateDocument"
                  label="CNPJ"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  value={form.corporateDocument}
                  onValue={(value) => set('corporateDocument')(formatCnpj(value))}
                  hint={CNPJ_HINT}
                  error={errors.corporateDocument}
                />
                <TextField
                  id="perfil-corporateName"
                  label="Razão social"
                  autoComplete="organization"
                  required
                  value={form.corporateName}
                  onValue={set('corporateName')}
                  error={errors.corporateName}
                />
                <TextField
                  id="perfil-stateInscription"
                  label="Inscrição estadual (opcional)"
                  autoComplete="off"
                  value={form.stateInscription}
                  onValue={set('stateInscription')}
                  hint="Deixe em branco se a empresa for isenta."
                />
              </>
            ) : (
              <TextField
                id="perfil-document"
                label="CPF"
                inputMode="numeric"
                autoComplete="off"
                required
                value={form.document}
                onValue={(value) => set('document')(formatCpf(value))}
                error={errors.document}
              />
            )}
            <TextField
              id="perfil-phone"
              label="Telefone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              value={form.phone}
              onValue={(value) => set('phone')(formatPhone(value))}
              error={errors.phone}
              hint="Com DDD, para avisos sobre a entrega."
            />
          </div>
          <label className={styles.checkbox}>
            <input type="checkbox" checked={form.optin} onChange={(event) => set('optin')(event.target.checked)} />
            <span>Quero receber ofertas e novidades da {storeConfig.storeName} por e-mail.</span>
          </label>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={busy} data-testid="profile-submit">
              Ir para a entrega
            </Button>
          </div>
        </form>
      )}
    </CheckoutLayout>
  )
}
