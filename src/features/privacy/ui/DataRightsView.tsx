import { useId, useState, type FormEvent } from 'react'

import { ACCOUNT_DELETION_CODE_DIGITS, ACCOUNT_DELETION_CODE_MINUTES } from '../../../config/constants'
import { CommerceHttpError } from '../../../commerce/http'
import { useResource } from '../../../sdk/resource'
import { formatDate } from '../../../components/account-ui/format'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { Button, buttonClassName, LinkButton } from '../../../components/ui/Button'
import { accountPageHref } from '../../account'
import { openConsentPreferences } from '../../../sdk/consent'
import { clearCachedProfile } from '../../../sdk/storage'
import { privacyApi, type PrivacyApi } from '../client'
import { PRIVACY_PATHS, PRIVACY_REQUEST_LABELS, type PrivacyRequest } from '../contract'
import * as own from './DataRights.module.css'

type DeletionStep = { step: 'idle' } | { step: 'sending' } | { step: 'code'; error: string | null; busy: boolean } | { step: 'deleted' }

const messageOf = (error: unknown): string =>
  error instanceof CommerceHttpError && error.status < 500 && error.message ? error.message : 'Não foi possível concluir agora. Tente novamente em alguns instantes.'

/**
 * /account/privacidade: the member's rights under the LGPD — download their
 * data (one JSON file), change their cookie choice, delete their account
 * (after a code e-mailed to them), and the requests made so far.
 */
export function DataRightsView({ api = privacyApi }: { api?: PrivacyApi }) {
  const requests = useResource<{ requests: PrivacyRequest[] }>('privacy-requests', () => api.requests())
  const [deletion, setDeletion] = useState<DeletionStep>({ step: 'idle' })
  const [code, setCode] = useState('')
  const [sendError, setSendError] = useState<string | null>(null)
  const codeId = useId()
  const codeErrorId = useId()

  const askCode = async () => {
    setDeletion({ step: 'sending' })
    setSendError(null)
    try {
      await api.requestDeletion()
      setDeletion({ step: 'code', error: null, busy: false })
      requests.reload()
    } catch (error) {
      setSendError(messageOf(error))
      setDeletion({ step: 'idle' })
    }
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    setDeletion({ step: 'code', error: null, busy: true })
    try {
      await api.confirmDeletion(code)
      // The server ended the session; the browser forgets the member's cached profile too.
      clearCachedProfile()
      setDeletion({ step: 'deleted' })
    } catch (error) {
      setDeletion({ step: 'code', error: messageOf(error), busy: false })
    }
  }

  if (deletion.step === 'deleted') {
    return (
      <div className={styles.stack} data-testid="data-rights">
        <article className={styles.card} role="status">
          <h2 className={styles.cardTitle}>Sua conta foi excluída</h2>
          <p className={styles.lead}>
            Apagamos os seus dados pessoais. Os pedidos ficam guardados sem o seu nome, e-mail, CPF, telefone ou endereço, como exige a
            lei fiscal.
          </p>
          <div>
            <LinkButton href="/">Voltar para a loja</LinkButton>
          </div>
        </article>
      </div>
    )
  }

  const history = requests.state.status === 'ready' ? requests.state.data.requests : []
  return (
    <div className={styles.stack} data-testid="data-rights">
      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Baixar meus dados</h2>
        <p className={styles.lead}>
          Um arquivo JSON com tudo o que guardamos sobre você: perfil, endereços, pedidos, trocas e devoluções, avaliações, favoritos,
          extrato de cashback e os seus consentimentos.
        </p>
        <div>
          <a className={buttonClassName({})} href={PRIVACY_PATHS.export} download onClick={() => setTimeout(() => requests.reload(), 1000)} data-testid="data-export">
            Baixar meus dados
          </a>
        </div>
      </article>

      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Corrigir meus dados</h2>
        <p className={styles.lead}>Nome, telefone, data de nascimento e endereços podem ser alterados a qualquer momento.</p>
        <div className={own.actions}>
          <LinkButton href={accountPageHref('profile')} variant="secondary">
            Gerenciar perfil
          </LinkButton>
          <LinkButton href={accountPageHref('addresses')} variant="secondary">
            Meus endereços
          </LinkButton>
        </div>
      </article>

      <article className={styles.card}>
        <h2 className={styles.cardTitle}>Cookies</h2>
        <p className={styles.lead}>Escolha se usamos cookies de análise e de personalização neste navegador. A sua escolha fica salva na sua conta.</p>
        <div>
          <Button variant="secondary" onClick={() => openConsentPreferences()}>
            Preferências de cookies
          </Button>
        </div>
      </article>

      <article className={styles.card} aria-labelledby="privacy-delete-title">
        <h2 id="privacy-delete-title" className={styles.cardTitle}>
          Excluir minha conta
        </h2>
        <p className={styles.lead}>
          Apagamos o seu cadastro, endereços, favoritos, avaliações, cashback e consentimentos, e encerramos as suas sessões. Os pedidos
          ficam guardados sem os seus dados pessoais, como exige a lei fiscal. Esta ação não pode ser desfeita.
        </p>
        {deletion.step === 'code' ? (
          <form className={own.codeForm} onSubmit={confirm} noValidate data-testid="deletion-form">
            <p className={styles.lead} role="status">
              Enviamos um código de {ACCOUNT_DELETION_CODE_DIGITS} números para o seu e-mail. Ele vale por {ACCOUNT_DELETION_CODE_MINUTES} minutos.
            </p>
            <label htmlFor={codeId} className={own.label}>
              Código de confirmação
            </label>
            <input
              id={codeId}
              className={own.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ACCOUNT_DELETION_CODE_DIGITS}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={deletion.error ? true : undefined}
              aria-describedby={deletion.error ? codeErrorId : undefined}
              data-testid="deletion-code"
            />
            {deletion.error && (
              <p id={codeErrorId} className={own.error} role="alert">
                {deletion.error}
              </p>
            )}
            <div className={own.actions}>
              <Button type="submit" disabled={deletion.busy} data-testid="deletion-confirm">
                Excluir minha conta definitivamente
              </Button>
              <Button variant="secondary" onClick={askCode}>
                Enviar outro código
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button variant="secondary" onClick={askCode} disabled={deletion.step === 'sending'} data-testid="deletion-request">
              Excluir minha conta
            </Button>
            {sendError && (
              <p className={own.error} role="alert">
                {sendError}
              </p>
            )}
          </div>
        )}
      </article>

      <section className={styles.card} aria-labelledby="privacy-requests-title">
        <h2 id="privacy-requests-title" className={styles.cardTitle}>
          Suas solicitações
        </h2>
        {history.length === 0 ? (
          <p className={styles.lead}>Nenhuma solicitação ainda.</p>
        ) : (
          <ul className={own.requests} data-testid="privacy-requests">
            {history.map((request) => (
              <li key={`${request.kind}-${request.createdAt}`}>
                <span>{PRIVACY_REQUEST_LABELS[request.kind]}</span> <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.lead}>
          Dúvidas sobre os seus dados? Fale com o nosso Encarregado pelo e-mail <a href="mailto:privacidade@arenaesportes.com.br">privacidade@arenaesportes.com.br</a>{' '}
          ou leia a <a href="/institucional/politica-de-privacidade">Política de privacidade</a>.
        </p>
      </section>
    </div>
  )
}
