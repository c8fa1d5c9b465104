import { useState, type FormEvent } from 'react'

import { marketplaceApi, type MarketplaceApi } from '../../commerce/marketplace'
import { SELLER_CATEGORIES, SELLER_CATEGORY_LABELS, SELLER_MESSAGE_MAX_LENGTH, type SellerApplicationReceipt } from '../../contracts/marketplace'
import { CNPJ_HINT } from '../../contracts/documents'
import { fieldError } from '../../sdk/form'
import { ChoiceGroup, FormOutcome, formStyles, TextAreaField, TextField, useCommerceForm } from '../forms'
import * as styles from '../account-ui/AccountPages.module.css'
import { Button, LinkButton } from '../ui/Button'

export const SELLER_SCREENING_PATH = '/marketplace/triagem'

/** The application as the API takes it (the server validates every field). */
function applicationInput(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    companyName: text('companyName'),
    tradeName: text('tradeName'),
    cnpj: text('cnpj'),
    contactName: text('contactName'),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    categories: data.getAll('categories').map(String),
    message: text('message'),
  }
}

/** /marketplace/cadastro: a company applies to sell on the marketplace and gets a protocol to follow the screening. */
export function SellerApplicationForm({ api = marketplaceApi }: { api?: Pick<MarketplaceApi, 'apply'> }) {
  const form = useCommerceForm<SellerApplicationReceipt>()
  const [receipt, setReceipt] = useState<SellerApplicationReceipt | null>(null)
  const error = (field: string) => fieldError(form.state, field)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const answer = await form.submit(() => api.apply(applicationInput(event.currentTarget)))
    if (answer) setReceipt(answer)
  }

  if (receipt) {
    return (
      <section className={styles.card} aria-labelledby="seller-receipt-title" data-testid="seller-receipt">
        <h2 id="seller-receipt-title" className={styles.cardTitle}>
          Cadastro recebido
        </h2>
        <p className={styles.lead}>Guarde o seu protocolo: com ele e o CNPJ você acompanha a triagem.</p>
        <p className={styles.amount} data-testid="seller-protocol">
          {receipt.protocol}
        </p>
        <p className={styles.lead}>{receipt.status.statusDescription}</p>
        <div>
          <LinkButton href={`${SELLER_SCREENING_PATH}?protocolo=${encodeURIComponent(receipt.protocol)}`}>Acompanhar a triagem</LinkButton>
        </div>
      </section>
    )
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="seller-form">
      <div className={formStyles.row}>
        <TextField label="Razão social" name="companyName" autoComplete="organization" error={error('companyName')} />
        <TextField label="Nome fantasia (opcional)" name="tradeName" error={error('tradeName')} />
        <TextField label="CNPJ" name="cnpj" autoCapitalize="characters" spellCheck={false} hint={CNPJ_HINT} error={error('cnpj')} />
      </div>
      <div className={formStyles.row}>
        <TextField label="Nome do responsável" name="contactName" autoComplete="name" error={error('contactName')} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" error={error('email')} />
        <TextField label="Telefone" name="phone" type="tel" autoComplete="tel-national" hint="Com DDD, como (11) 98765-4321." error={error('phone')} />
      </div>
      <TextField label="Site ou loja virtual (opcional)" name="website" type="url" placeholder="https://" error={error('website')} />
      <ChoiceGroup legend="Categorias que você vende" error={error('categories')}>
        {SELLER_CATEGORIES.map((category) => (
          <label key={category} className={formStyles.check}>
            <input type="checkbox" name="categories" value={category} /> <span>{SELLER_CATEGORY_LABELS[category]}</span>
          </label>
        ))}
      </ChoiceGroup>
      <TextAreaField label="Conte sobre a sua operação (opcional)" name="message" maxLength={SELLER_MESSAGE_MAX_LENGTH} error={error('message')} />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          {form.state.status === 'submitting' ? 'Enviando…' : 'Enviar cadastro'}
        </Button>
      </div>
    </form>
  )
}
