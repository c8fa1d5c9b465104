import type { FormEvent } from 'react'

import { memberApi, type MemberApi } from '../../commerce/member'
import { GENDER_LABELS, GENDERS } from '../../contracts/account-forms'
import type { UserProfileResponse } from '../../contracts/session'
import { fieldError } from '../../sdk/form'
import { CheckboxField, FormOutcome, formStyles, SelectField, TextField, useCommerceForm } from '../forms'
import { Button } from '../ui/Button'
import { formatPhone } from '../account-ui/format'

export const PROFILE_SAVED_MESSAGE = 'Seus dados foram salvos.'

/** '+5511987654321' → '(11) 98765-4321' for the input (blank when none). */
const phoneForInput = (value: string | null) => (value ? formatPhone(value) : '')

/** The form's values as the API takes them (blank optional fields become null on the server). */
function profileInput(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    givenName: text('givenName'),
    middleName: text('middleName'),
    familyName: text('familyName'),
    birthdate: text('birthdate') || null,
    phone: text('phone'),
    gender: text('gender') || null,
    marketingConsent: data.get('marketingConsent') === 'on',
  }
}

export interface ProfileFormProps {
  profile: UserProfileResponse
  /** Called with the stored profile after a save (the account reloads it). */
  onSaved: (profile: UserProfileResponse) => void
  api?: Pick<MemberApi, 'updateProfile'>
}

/**
 * Gerenciar perfil: names, birthdate, phone, gender and the marketing
 * consent. The server validates every field; its messages show under them.
 */
export function ProfileForm({ profile, onSaved, api = memberApi }: ProfileFormProps) {
  const form = useCommerceForm<UserProfileResponse>()
  const { claims, purposes } = profile.getUserProfile
  const consent = purposes.find((purpose) => purpose.id === 'marketing_email')?.consent ?? false
  const error = (field: string) => fieldError(form.state, field)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const saved = await form.submit(() => api.updateProfile(profileInput(event.currentTarget)), PROFILE_SAVED_MESSAGE)
    if (saved) onSaved(saved)
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="profile-form">
      <div className={formStyles.row}>
        <TextField label="Nome" name="givenName" autoComplete="given-name" defaultValue={claims.given_name} error={error('givenName')} required />
        <TextField label="Nome do meio (opcional)" name="middleName" autoComplete="additional-name" defaultValue={claims.middle_name ?? ''} error={error('middleName')} />
        <TextField label="Sobrenome" name="familyName" autoComplete="family-name" defaultValue={claims.family_name} error={error('familyName')} required />
      </div>
      <div className={formStyles.row}>
        <TextField label="Data de nascimento" name="birthdate" type="date" autoComplete="bday" defaultValue={claims.birthdate ?? ''} error={error('birthdate')} />
        <TextField
          label="Celular"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          defaultValue={phoneForInput(claims.phone_number)}
          hint="Com DDD, como (11) 98765-4321."
          error={error('phone')}
        />
        <SelectField label="Gênero" name="gender" defaultValue={claims.gender ?? ''} error={error('gender')}>
          <option value="">Prefiro não informar</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField name="marketingConsent" defaultChecked={consent} label="Quero receber ofertas e novidades por e-mail." error={error('marketingConsent')} />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          {form.state.status === 'submitting' ? 'Salvando…' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  )
}
