import { useState, type FormEvent } from 'react'

import { getAddressByPostalCode } from '../../commerce/address'
import { splitStreetLine } from '../../contracts/account-forms'
import { CEP_NOT_FOUND_MESSAGE, CEP_WITHOUT_STREET_MESSAGE, type PostalCodeAddress } from '../../contracts/address'
import type { MemberAddress } from '../../contracts/session'
import { formatCep, isCompleteCep } from '../../lib/cep'
import { fieldError } from '../../sdk/form'
import { CheckboxField, FormOutcome, formStyles, TextField, useCommerceForm } from '../forms'
import { formatPhone } from '../account-ui/format'
import { Button } from '../ui/Button'

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: MemberAddress
  /** Names the recipient fields start with for a new address (the member's). */
  recipient: { firstname: string; lastname: string }
  /** Sends the form; rejects with the server's refusal. */
  save: (input: Record<string, unknown>) => Promise<MemberAddress[]>
  onDone: () => void
  lookup?: (cep: string) => Promise<PostalCodeAddress | null>
}

/**
 * An address of the book: the CEP is looked up as soon as it is complete and
 * fills street, neighbourhood, city and state (the state is the CEP's: the
 * server takes it from it too). A CEP whose street the store does not know
 * gives its state only: the member types street, neighbourhood and city.
 */
export function AddressForm({ address, recipient, save, onDone, lookup = getAddressByPostalCode }: AddressFormProps) {
  const form = useCommerceForm<MemberAddress[]>()
  const initialStreet = address ? splitStreetLine(address.street) : { street: '', number: '' }
  const [cep, setCep] = useState(address?.postal_code ?? '')
  const [street, setStreet] = useState(initialStreet.street)
  const [neighborhood, setNeighborhood] = useState(address?.administrative_divisions.district ?? '')
  const [place, setPlace] = useState(address ? `${address.locality} - ${address.administrative_divisions.province}` : '')
  const [lookupFailed, setLookupFailed] = useState(false)
  /** The CEP's state when the look-up knows no city: the member types it. */
  const [cityToType, setCityToType] = useState<string | null>(null)
  const [city, setCity] = useState('')
  const error = (field: string) => fieldError(form.state, field)

  const changeCep = async (value: string) => {
    const formatted = formatCep(value)
    setCep(formatted)
    form.edited('postalCode')
    setLookupFailed(false)
    setCityToType(null)
    if (!isCompleteCep(formatted)) return
    const found = await lookup(formatted)
    if (!found) {
      setPlace('')
      setLookupFailed(true)
      return
    }
    if (!found.city) {
      setPlace('')
      setCityToType(found.state)
      return
    }
    setPlace(`${found.city} - ${found.state}`)
    if (found.street) setStreet(found.street)
    if (found.neighborhood) setNeighborhood(found.neighborhood)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '')
    const input = {
      title: text('title'),
      postalCode: cep,
      street,
      number: text('number'),
      complement: text('complement'),
      neighborhood,
      city: cityToType ? city : '',
      firstname: text('firstname'),
      lastname: text('lastname'),
      phone: text('phone'),
      favorite: data.get('favorite') === 'on',
    }
    if (await form.submit(() => save(input))) onDone()
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="address-form">
      <div className={formStyles.row}>
        <TextField label="Nome do endereço" name="title" defaultValue={address?.title ?? ''} placeholder="Casa, Trabalho…" maxLength={30} error={error('title')} required />
        <TextField
          label="CEP"
          name="postalCode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={cep}
          maxLength={9}
          onChange={(event) => void changeCep(event.target.value)}
          hint={lookupFailed ? CEP_NOT_FOUND_MESSAGE : cityToType ? `Estado: ${cityToType}. ${CEP_WITHOUT_STREET_MESSAGE}` : place ? `Cidade: ${place}` : undefined}
          error={error('postalCode')}
          required
        />
      </div>
      <div className={formStyles.row}>
        <TextField label="Rua" name="street" autoComplete="address-line1" value={street} onChange={(event) => setStreet(event.target.value)} error={error('street')} required />
        <TextField label="Número" name="number" inputMode="numeric" defaultValue={initialStreet.number} maxLength={10} error={error('number')} required />
      </div>
      <div className={formStyles.row}>
        <TextField label="Complemento (opcional)" name="complement" autoComplete="address-line2" defaultValue={address?.complement ?? ''} maxLength={60} error={error('complement')} />
        <TextField label="Bairro" name="neighborhood" value={neighborhood} onChange={(event) => setNeighborhood(event.target.value)} error={error('neighborhood')} required />
      </div>
      {cityToType && (
        <div className={formStyles.row}>
          <TextField label="Cidade" name="city" autoComplete="address-level2" value={city} maxLength={60} onChange={(event) => setCity(event.target.value)} error={error('city')} required />
        </div>
      )}
      <div className={formStyles.row}>
        <TextField label="Nome de quem recebe" name="firstname" autoComplete="given-name" defaultValue={address?.firstname ?? recipient.firstname} error={error('firstname')} required />
        <TextField label="Sobrenome de quem recebe" name="lastname" autoComplete="family-name" defaultValue={address?.lastname ?? recipient.lastname} error={error('lastname')} required />
        <TextField
          label="Telefone (opcional)"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          defaultValue={address?.phone_number ? formatPhone(address.phone_number) : ''}
          error={error('phone')}
        />
      </div>
      <CheckboxField name="favorite" defaultChecked={address?.is_favorite ?? false} label="Usar como endereço favorito (o CEP dele é usado para calcular prazos e ofertas)" />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          {address ? 'Salvar endereço' : 'Adicionar endereço'}
        </Button>
        <Button variant="tertiary" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
