import { clubApi, type ClubApi } from '../client'
import type { ClubStatus } from '../contract'
import { useResource } from '../../../sdk/resource'
import { MemberOnly } from '../../../components/account-area/MemberOnly'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { LinkButton } from '../../../components/ui/Button'
import { ClubCard } from './ClubCard'
import { CLUB_JOIN_PATH } from './ClubJoin'

function Status({ api }: { api: Pick<ClubApi, 'clubStatus'> }) {
  const club = useResource<ClubStatus>('club', () => api.clubStatus())
  if (club.state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        Carregando o seu Clube…
      </p>
    )
  }
  if (club.state.status !== 'ready') return <p className={styles.lead}>Não foi possível consultar o seu Clube agora.</p>
  if (club.state.data.isMember) return <ClubCard status={club.state.data} />
  return (
    <article className={styles.card} data-testid="club-not-member">
      <h2 className={styles.cardTitle}>Você ainda não participa do Clube</h2>
      <p className={styles.lead}>A participação é gratuita: ganhe cashback em todas as compras e aproveite os benefícios dos parceiros.</p>
      <div>
        <LinkButton href={CLUB_JOIN_PATH}>Quero participar</LinkButton>
      </div>
    </article>
  )
}

/** The member's club status (on /clube and in the account); visitors are invited to log in. */
export function ClubStatusPanel({ returnPath = '/clube', api = clubApi }: { returnPath?: string; api?: Pick<ClubApi, 'clubStatus'> }) {
  return (
    <MemberOnly returnPath={returnPath} invitation="Já participa do Clube Arena? Entre na sua conta para ver o seu status e o seu cashback.">
      {() => <Status api={api} />}
    </MemberOnly>
  )
}
