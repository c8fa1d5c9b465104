import { lazy, Suspense, useState } from 'react'
import { navigate } from 'gatsby'

import { isGiftCard } from '../../lib/product/gift-card'
import type { PdpProduct } from '../../lib/product/types'
import { useToast } from '../../sdk/toast'
import { useBuy } from '../product/useBuy'
import * as styles from './QuickAdd.module.css'

const QuickAddModal = lazy(() => import('./QuickAddModal').then((m) => ({ default: m.QuickAddModal })))

/** The click's code (page data, live offers, the SKU choice): a chunk of its own, fetched when a button is first pointed at, focused or pressed. */
const loadChoice = () => import(/* webpackChunkName: "quick-add" */ './quick-add-choice')
const prefetchChoice = () => void loadChoice().catch(() => undefined)

export interface QuickAddButtonProps {
  productId: string
  /** The product page address. */
  slug: string
  name: string
  /** A visible text (e.g. 'Adicionar ao carrinho') instead of the round + icon. */
  label?: string
  className?: string
}

/**
 * Quick-add on a product card: the gift card opens its page; a
 * product with several SKUs opens the selection modal; a single-SKU product is
 * added at once and the minicart opens.
 */
export function QuickAddButton({ productId, slug, name, label, className }: QuickAddButtonProps) {
  const { buy, busy, dialog } = useBuy()
  const { pushToast } = useToast()
  const [loading, setLoading] = useState(false)
  const [product, setProduct] = useState<PdpProduct | null>(null)

  const onClick = async () => {
    if (isGiftCard(productId)) {
      await navigate(slug)
      return
    }
    setLoading(true)
    try {
      const { quickAddChoice } = await loadChoice()
      const choice = await quickAddChoice(slug)
      if (choice.kind === 'choose') {
        setProduct(choice.product)
        return
      }
      if (choice.kind === 'unavailable') {
        pushToast({ text: 'Produto indisponível no momento.', variant: 'error' })
        return
      }
      await buy(choice.item, 'add')
    } catch (error) {
      console.error('quick-add failed', error)
      pushToast({ text: 'Não foi possível carregar o produto.', variant: 'error' })
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className={className ?? styles.button}
        onClick={() => void onClick()}
        onPointerEnter={prefetchChoice}
        onFocus={prefetchChoice}
        disabled={loading || busy}
        aria-label={label ? undefined : `Adicionar ${name} ao carrinho`}
        data-testid="quick-add"
      >
        {label ? (
          <>
            {label}
            <span className="visually-hidden">: {name}</span>
          </>
        ) : (
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        )}
      </button>
      {product && (
        <Suspense fallback={null}>
          <QuickAddModal
            product={product}
            busy={busy}
            onClose={() => setProduct(null)}
            onBuy={(item, mode) => {
              setProduct(null)
              void buy(item, mode)
            }}
          />
        </Suspense>
      )}
      {dialog}
    </>
  )
}
