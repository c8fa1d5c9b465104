import { useState, type FormEvent } from 'react'

import { reviewsApi as defaultApi, type ReviewsApi as FullReviewsApi } from '../client'
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX_LENGTH, REVIEW_WINDOW_DAYS } from '../../../config/constants'
import { productIdOf, REVIEW_TITLE_MAX_LENGTH, unescapeReviewText, type ProductReview, type ReviewEligibility } from '../contract'
import { fieldError } from '../../../sdk/form'
import { useResource } from '../../../sdk/resource'
import { MemberOnly } from '../../../components/account-area/MemberOnly'
import { ChoiceGroup, FormOutcome, formStyles, TextAreaField, TextField, useCommerceForm } from '../../../components/forms'
import * as account from '../../../components/account-ui/AccountPages.module.css'
import { Button, LinkButton } from '../../../components/ui/Button'
import { REVIEW_PAGE_PATH } from './ProductReviewsSection'
import * as styles from './Reviews.module.css'

export const REVIEW_SAVED_MESSAGE = 'Obrigado! Sua avaliação foi publicada.'

type ReviewsApi = Pick<FullReviewsApi, 'reviewEligibility' | 'writeReview'>

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => REVIEW_RATING_MIN + index)

/** The ?productId= of the address, when it is a valid product id. */
function productIdFromAddress(): string | null {
  if (typeof window === 'undefined') return null
  return productIdOf(new URLSearchParams(window.location.search).get('productId') ?? '')
}

function Form({ eligibility, api }: { eligibility: ReviewEligibility; api: ReviewsApi }) {
  const form = useCommerceForm<ProductReview>()
  const [saved, setSaved] = useState<ProductReview | null>(null)
  const error = (field: string) => fieldError(form.state, field)
  const previous = eligibility.review
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const rating = data.get('rating')
    const review = await form.submit(
      () => api.writeReview({ productId: eligibility.productId, rating: rating === null ? undefined : Number(rating), title: String(data.get('title') ?? ''), text: String(data.get('text') ?? '') }),
      REVIEW_SAVED_MESSAGE,
    )
    if (review) setSaved(review)
  }
  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} onChange={(event) => form.edited((event.target as HTMLInputElement).name)} noValidate data-testid="review-form">
      <ChoiceGroup legend="Sua nota" error={error('rating')}>
        <div className={styles.ratingChoices}>
          {RATINGS.map((rating) => (
            <label key={rating} className={formStyles.check}>
              <input type="radio" name="rating" value={rating} defaultChecked={previous?.rating === rating} />
              <span>
                {rating} {rating === 1 ? 'estrela' : 'estrelas'}
              </span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <TextField label="Título (opcional)" name="title" maxLength={REVIEW_TITLE_MAX_LENGTH} defaultValue={previous?.title ? unescapeReviewText(previous.title) : ''} error={error('title')} />
      <TextAreaField
        label="Sua avaliação"
        name="text"
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        rows={5}
        hint="Conte como foi usar o produto no seu esporte."
        defaultValue={previous ? unescapeReviewText(previous.text) : ''}
        error={error('text')}
      />
      <FormOutcome state={form.state} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={form.state.status === 'submitting'}>
          {previous ? 'Atualizar avaliação' : 'Publicar avaliação'}
        </Button>
        {saved && eligibility.product && (
          <LinkButton href={eligibility.product.detailUrl} variant="secondary">
            Ver no produto
          </LinkButton>
        )}
      </div>
    </form>
  )
}

function Review({ productId, api }: { productId: string; api: ReviewsApi }) {
  const eligibility = useResource<ReviewEligibility>(`review:${productId}`, () => api.reviewEligibility(productId))
  if (eligibility.state.status === 'loading') {
    return (
      <p className={account.loading} role="status">
        Carregando…
      </p>
    )
  }
  if (eligibility.state.status !== 'ready') return <p className={account.lead}>Não foi possível abrir a avaliação agora. Tente novamente em alguns instantes.</p>
  const data = eligibility.state.data
  if (!data.canReview) {
    return (
      <div className={account.card} data-testid="review-not-allowed">
        <p className={account.lead}>
          {data.reason === 'window-ended'
            ? `A avaliação fica aberta por ${REVIEW_WINDOW_DAYS} dias após a compra, e esse prazo já terminou.`
            : data.reason === 'not-delivered'
              ? 'Você poderá avaliar este produto quando o pedido for faturado. Acompanhe o pedido em Meus pedidos.'
              : 'Só quem comprou o produto pode avaliá-lo. Encontre os produtos das suas compras em Meus pedidos.'}
        </p>
        <div>
          <LinkButton href="/account/orders" variant="secondary">
            Ir para Meus pedidos
          </LinkButton>
        </div>
      </div>
    )
  }
  return (
    <section className={account.card} aria-labelledby="review-product-title">
      {data.product && (
        <div className={styles.product}>
          <img src={data.product.imageUrl} alt="" width={64} height={64} />
          <h2 id="review-product-title" className={account.cardTitle}>
            <a href={data.product.detailUrl}>{data.product.name}</a>
          </h2>
        </div>
      )}
      <Form eligibility={data} api={api} />
    </section>
  )
}

/** /avalie-o-produto?productId=…: a member who bought the product rates it (1–5) and writes a text. */
export function ReviewForm({ api = defaultApi }: { api?: ReviewsApi }) {
  const [productId] = useState(productIdFromAddress)
  if (!productId) return null
  return (
    <MemberOnly returnPath={`${REVIEW_PAGE_PATH}?productId=${encodeURIComponent(productId)}`} invitation="Entre na sua conta para avaliar um produto que você comprou.">
      {() => <Review productId={productId} api={api} />}
    </MemberOnly>
  )
}
