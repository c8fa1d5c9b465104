import type { FormEvent } from 'react'

import { clubApi, type ClubApi as FullClubApi } from '../client'
import type { ClubStatus } from '../contract'
import { fieldError } from '../../../sdk/form'
import { useResource } from '../../../sdk/resource'
import { MemberOnly } from '../../../components/account-area/MemberOnly'
import { CheckboxField, FormOutcome, formStyles, TextField, useCommerceForm } from '../../../components/forms'
import { useAccount } from '../../../components/session/AccountProvider'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { Button } from '../../../components/ui/Button'
import { ClubCard } from './ClubCard'

export const CLUB_JOIN_PATH = '/clube/cadastro'
export const CLUB_RULES_PATH = '/clube/regulamento'
export const CLUB_JOINED_MESSAGE = 'Pronto! Você agora faz parte do Clube Arena.'

type ClubApi = Pick<FullClubApi, 'clubStatus' | 'joinClub'>

function JoinForm({ status, api, onJoined }: { status: ClubStatus; api: ClubApi; onJoined: (status: ClubStatus) => void }) {
  const form = useCommerceForm<ClubStatus>()
  const error = (field: string) => fieldError(form.state, field)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const input = {
      acceptRules: data.get('acceptRules') === 'on',
      ...(status.needs.cpf ? { cpf: String(data.get('cpf') ?? '') } : {}),
      ...(status.needs.birthdate ? { birthdate: String(data.get('birthdate') ?? '') } : {}),
    }
    const joined = await form.submit(() => api.joinClub(input), CLUB_JOINED_MESSAGE)
    if (joined) onJoined(joined)
  }
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="club-join-form">
      {(status.needs.cpf || status.needs.birthdate) && <p className={styles.lead}>Para participar, complete os dados que ainda faltam no seu cadastro.</p>}
      {status.needs.cpf && <TextField label="CPF" name="cpf" inputMode="numeric" autoComplete="off" hint="Somente números ou no formato 000.000.000-00." error={error('cpf')} />}
      {status.needs.birthdate && <TextField label="Data de nascimento" name="birthdate" type="date" autoComplete="bday" error={error('birthdate')} />}
      <CheckboxField
        name="acceptRules"
        label={
          <>
            Li e aceito o <a href={CLUB_RULES_PATH}>regulamento do Clube Arena</a>.
          </>
        }
        error={error('acceptRules')}
      />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          {form.state.status === 'submitting' ? 'Enviando…' : 'Quero participar do Clube'}
        </Button>
      </div>
    </form>
  )
}

function Membership({ api }: { api: ClubApi }) {
  const { refresh } = useAccount()
  const club = useResource<ClubStatus>('club', () => api.clubStatus())
  if (club.state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        Carregando o seu Clube…
      </p>
    )
  }
  if (club.state.status !== 'ready') return <EmptyState title="Não foi possível carregar o seu Clube" text="Tente novamente em alguns instantes." />
  const status = club.state.data
  if (status.isMember) return <ClubCard status={status} />
  return (
    <section className={styles.card} aria-labelledby="club-join-title">
      <h2 id="club-join-title" className={styles.cardTitle}>
        Participe do Clube Arena
      </h2>
      <JoinForm
        status={status}
        api={api}
        onJoined={(joined) => {
          club.replace(joined)
          refresh()
        }}
      />
    </section>
  )
}

/** /clube/cadastro: joins the logged-in member; a visitor is taken to the login page first. */
export function ClubJoin({ api = clubApi }: { api?: ClubApi }) {
  return (
    <MemberOnly returnPath={CLUB_JOIN_PATH} invitation="Entre na sua conta para participar do Clube Arena." redirect>
      {() => <Membership api={api} />}
    </MemberOnly>
  )
}
