import { useEffect, useState, type FormEvent } from 'react'
import { navigate } from 'gatsby'

import { isBusiness, storeConfig } from '../../config/store'
import { profileProblems } from '../../contracts/checkout-rules'
import { PROFILE_FIELD_MESSAGES } from '../../contracts/profile-fields'
import { CNPJ_HINT, formatCnpj, formatCpf, formatPhone, isMasked } from '../../contracts/documents'
import type { ClientProfileData } from '../../contracts/checkout'
import { useCart } from '../../sdk/cart'
import { problemFields, useFormValues } from '../../sdk/form'
import { CheckboxField, focusFirstError, FormOutcome, TextField } from '../forms'
import { useAccount } from '../session/AccountProvider'
import { loginUrlReturningTo } from '../session/login'
import { Button } from '../ui/Button'
import { CheckoutLayout } from './CheckoutLayout'
import { messageOf, STEP_ERROR_TEST_ID } from './errors'
import { useCheckoutForm } from './useCheckoutForm'
import { OrderSummary } from './OrderSummary'
import { useCheckoutStep } from './useCheckoutStep'
import * as styles from './Checkout.module.css'

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A returning member whose stored data the rules find incomplete: only they, logged in, can complete it. */
export const RETURNING_PROFILE_INCOMPLETE_MESSAGE = 'Faltam dados no seu cadastro. Faça login para completá-los.'

interface ProfileValues {
  email: string
  firstName: string
  lastName: string
  document: string
  phone: string
  corporateName: string
  corporateDocument: string
  stateInscription: string
  optin: boolean
}

function valuesOf(profile: ClientProfileData | null, optin: boolean | null): ProfileValues {
  const masked = (value: string | null | undefined) => (isMasked(value) ? '' : (value ?? ''))
  return {
    email: profile?.email ?? '',
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
  const { store } = cart
  const account = useAccount()
  const { ready } = useCheckoutStep('profile')
  const corporate = isBusiness()
  const orderForm = cart.orderForm
  const profile = orderForm?.clientProfileData ?? null
  const optin = orderForm?.clientPreferencesData.optinNewsLetter ?? null
  const [editingEmail, setEditingEmail] = useState(false)
  const { values, set, bind, fillFrom, forgetSource } = useFormValues(() => valuesOf(null, null))
  // The server's refusals of a document or a phone show under that field too.
  const form = useCheckoutForm({ invalidDocument: corporate ? 'corporateDocument' : 'document', invalidPhone: 'phone' })
  const { refuse } = form
  const memberEmail = account.state.status === 'authenticated' ? account.state.profile.getUserProfile.claims.email : null

  const hasEmail = Boolean(profile?.email) && !editingEmail
  const returningMember = hasEmail && orderForm?.canEditData === false

  // The form starts from what the cart holds (the member's stored profile once identified).
  useEffect(() => {
    if (!profile?.email) return
    fillFrom(`${profile.email}|${profile.document ?? ''}|${profile.phone ?? ''}`, () => valuesOf(profile, optin))
  }, [profile, optin, fillFrom])

  // A logged-in member is identified at once: their e-mail attaches their stored profile.
  useEffect(() => {
    if (!ready || !memberEmail || profile?.email === memberEmail) return
    void store.setClientProfile({ email: memberEmail }).catch((error: unknown) => refuse({}, messageOf(error)))
  }, [ready, memberEmail, profile?.email, store, refuse])

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault()
    const email = values.email.trim()
    if (!EMAIL_PATTERN.test(email)) {
      refuse({ email: PROFILE_FIELD_MESSAGES.email })
      return
    }
    if (!(await form.submit(() => cart.setClientProfile({ email })))) return
    forgetSource()
    setEditingEmail(false)
  }

  const submitDetails = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!profile?.email) return
    const email = profile.email
    const candidate: ClientProfileData = {
      ...profile,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      documentType: corporate ? 'cnpj' : 'cpf',
      document: corporate ? values.corporateDocument : values.document,
      phone: values.phone,
      isCorporate: corporate,
      corporateName: corporate ? values.corporateName.trim() : null,
      corporateDocument: corporate ? values.corporateDocument : null,
    }
    const problems = profileProblems(candidate, { corporate })
    if (problems.length > 0) {
      const fields = problemFields(problems, PROFILE_FIELD_MESSAGES)
      refuse(fields)
      focusFirstError(fields, event.currentTarget)
      return
    }
    await form.submit(async () => {
      await cart.setClientProfile({
        email,
        firstName: candidate.firstName,
        lastName: candidate.lastName,
        documentType: candidate.documentType,
        document: candidate.document,
        phone: values.phone,
        ...(corporate
          ? { isCorporate: true, corporateName: candidate.corporateName, corporateDocument: values.corporateDocument, stateInscription: values.stateInscription.trim() || null }
          : {}),
      })
      await cart.setClientPreferences({ optinNewsletter: values.optin })
      await navigate(storeConfig.addresses.checkoutShipping)
    })
  }

  const continueAsReturning = async () => {
    if (orderForm && profileProblems(profile, { corporate }).length > 0) {
      refuse({}, RETURNING_PROFILE_INCOMPLETE_MESSAGE)
      return
    }
    form.reset()
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
          <FormOutcome state={form.state} errorTestId={STEP_ERROR_TEST_ID} />
          <TextField label="E-mail" type="email" autoComplete="email" inputMode="email" required {...bind('email')} error={form.error('email')} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={form.busy}>
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
          <FormOutcome state={form.state} errorTestId={STEP_ERROR_TEST_ID} />
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
          <FormOutcome state={form.state} errorTestId={STEP_ERROR_TEST_ID} />
          <div className={styles.grid}>
            <TextField label="Nome" autoComplete="given-name" required {...bind('firstName')} error={form.error('firstName')} />
            <TextField label="Sobrenome" autoComplete="family-name" required {...bind('lastName')} error={form.error('lastName')} />
            {corporate ? (
              <>
                <TextField
                  label="CNPJ"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  required
                  {...bind('corporateDocument', formatCnpj)}
                  hint={CNPJ_HINT}
                  error={form.error('corporateDocument')}
                />
                <TextField label="Razão social" autoComplete="organization" required {...bind('corporateName')} error={form.error('corporateName')} />
                <TextField label="Inscrição estadual (opcional)" autoComplete="off" {...bind('stateInscription')} hint="Deixe em branco se a empresa for isenta." />
              </>
            ) : (
              <TextField label="CPF" inputMode="numeric" autoComplete="off" required {...bind('document', formatCpf)} error={form.error('document')} />
            )}
            <TextField
              label="Telefone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              {...bind('phone', formatPhone)}
              error={form.error('phone')}
              hint="Com DDD, para avisos sobre a entrega."
            />
          </div>
          <CheckboxField
            name="optin"
            checked={values.optin}
            onChange={(event) => set('optin', event.target.checked)}
            label={`Quero receber ofertas e novidades da ${storeConfig.storeName} por e-mail.`}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={form.busy} data-testid="profile-submit">
              Ir para a entrega
            </Button>
          </div>
        </form>
      )}
    </CheckoutLayout>
  )
}
