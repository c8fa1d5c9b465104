import { useState, type FormEvent } from 'react'

import { marketplaceApi, type MarketplaceApi } from '../../commerce/marketplace'
import type { SellerApplicationStatusView } from '../../contracts/marketplace'
import { fieldError } from '../../sdk/form'
import { FormOutcome, formStyles, TextField, useCommerceForm } from '../forms'
import * as styles from '../account-ui/AccountPages.module.css'
import { formatDate } from '../account-ui/format'
import { Button } from '../ui/Button'

/** The ?protocolo= of the address (the application's receipt links here with it). */
function protocolFromAddress(): string {
  if (typeof window === 'undefined') return ''
  return new URLSearchParams(window.location.search).get('protocolo') ?? ''
}

function ScreeningStatus({ status }: { status: SellerApplicationStatusView }) {
  return (
    <section className={styles.card} aria-labelledby="screening-title" data-testid="seller-status">
      <h2 id="screening-title" className={styles.cardTitle}>
        {status.companyName} · {status.protocol}
      </h2>
      <p className={styles.lead} data-status={status.status}>
        <strong>{status.statusDescription}</strong>
      </p>
      <p className={styles.lead}>
        Enviado em {formatDate(status.createdAt)} · atualizado em {formatDate(status.updatedAt)}
      </p>
      <ol className={styles.details}>
        {status.steps.map((step) => (
          <li key={step.label}>
            {step.done ? '✓ ' : '○ '}
            {step.label}
            <span className="visually-hidden">{step.done ? ' (concluída)' : ' (pendente)'}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** /marketplace/triagem: the screening status of an application, by protocol and CNPJ. */
export function SellerScreening({ api = marketplaceApi }: { api?: Pick<MarketplaceApi, 'status'> }) {
  const form = useCommerceForm<SellerApplicationStatusView>()
  const [status, setStatus] = useState<SellerApplicationStatusView | null>(null)
  const [initialProtocol] = useState(protocolFromAddress)
  const error = (field: string) => fieldError(form.state, field)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setStatus(null)
    const answer = await form.submit(() => api.status(String(data.get('protocol') ?? ''), String(data.get('cnpj') ?? '')))
    if (answer) setStatus(answer)
  }

  return (
    <div className={styles.stack}>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="seller-lookup">
        <div className={formStyles.row}>
          <TextField label="Protocolo" name="protocol" defaultValue={initialProtocol} placeholder="MP-XXXX-XXXX" autoCapitalize="characters" error={error('protocol')} />
          <TextField label="CNPJ" name="cnpj" autoCapitalize="characters" spellCheck={false} error={error('cnpj')} />
        </div>
        <FormOutcome state={form.state} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={form.state.status === 'submitting'}>
            Consultar
          </Button>
        </div>
      </form>
      {status && <ScreeningStatus status={status} />}
    </div>
  )
}
