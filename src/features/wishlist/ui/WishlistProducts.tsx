import { useMemo, useState } from 'react'

import type { SearchClient } from '../../../commerce/search'
import { searchClientOnDemand as searchClient } from '../../../commerce/search-on-demand'
import type { SearchProduct } from '../../../contracts/search'
import { productCardFromSearch } from '../../../lib/product-card/from-search-product'
import type { ProductCardData } from '../../../lib/product-card/types'
import { useResource } from '../../../sdk/resource'
import { useToast } from '../../../sdk/toast'
import { useWishlist } from '../state'
import { ProductCard } from '../../../components/product-card/ProductCard'
import { QuickAddButton } from '../../../components/quick-add/QuickAddButton'
import * as styles from '../../../components/account-ui/AccountPages.module.css'
import { formatDate } from '../../../components/account-ui/format'
import { EmptyState } from '../../../components/account-ui/EmptyState'
import { buttonClassName } from '../../../components/ui/Button'
import * as own from './WishlistProducts.module.css'

/** A saved product: its card when the catalogue still has it. */
interface SavedProduct {
  productId: string
  addedAt: string
  card: ProductCardData | null
}

/** The saved products, newest first, with the cards the search answered (by id). */
export function savedProducts(saved: ReadonlyArray<{ productId: string; addedAt: string }>, found: readonly SearchProduct[]): SavedProduct[] {
  const cards = new Map(found.map((product) => [product.productId, productCardFromSearch(product)]))
  return [...saved].reverse().map(({ productId, addedAt }) => ({ productId, addedAt, card: cards.get(productId) ?? null }))
}

/**
 * /account/wishlist: every saved product as a product card (image, name
 * linked to its page, live price and availability) with add to cart and
 * remove. The wishlist is the toolkit's (the hearts share it); the cards
 * come from the search API by id.
 */
export function WishlistProducts({ search = searchClient }: { search?: Pick<SearchClient, 'productsByIds'> }) {
  const wishlist = useWishlist()
  const { pushToast } = useToast()
  const [removing, setRemoving] = useState<string | null>(null)
  const saved = useMemo(() => (wishlist.state.status === 'ready' ? wishlist.state.wishlist.products : []), [wishlist.state])
  const ids = saved.map((item) => item.productId)
  const key = ids.join(';')
  const products = useResource(`wishlist:${key}`, () => search.productsByIds(ids))
  const items = useMemo(() => savedProducts(saved, products.state.status === 'ready' ? products.state.data : []), [saved, products.state])

  if (wishlist.state.status === 'failed') {
    return <EmptyState title="Não foi possível carregar seus favoritos" text="Tente novamente em alguns instantes." />
  }
  if (wishlist.state.status !== 'ready' || (ids.length > 0 && products.state.status === 'loading')) {
    return (
      <p className={styles.loading} role="status">
        Carregando seus favoritos…
      </p>
    )
  }
  if (items.length === 0) {
    return (
      <EmptyState
        title="Sua lista de favoritos está vazia"
        text="Toque no coração dos produtos que você gostou para encontrá-los aqui depois."
        action={{ label: 'Explorar produtos', href: '/' }}
      />
    )
  }

  const remove = async (item: SavedProduct) => {
    setRemoving(item.productId)
    try {
      await wishlist.toggle(item.productId)
    } catch (error) {
      console.error('wishlist removal failed', error)
      pushToast({ text: 'Não foi possível remover o produto dos favoritos.', variant: 'error' })
    } finally {
      setRemoving(null)
    }
  }

  return (
    <>
      <p className={styles.lead}>{items.length === 1 ? '1 produto salvo' : `${items.length} produtos salvos`}</p>
      <ul className={own.grid} data-testid="account-wishlist">
        {items.map((item) => {
          const name = item.card?.name ?? 'Produto indisponível'
          return (
            <li key={item.productId} className={own.item} data-testid="wishlist-item">
              {item.card ? (
                <ProductCard product={item.card} headingLevel="h2" />
              ) : (
                <p className={own.gone}>Este produto não está mais no catálogo.</p>
              )}
              <p className={own.added}>Adicionado em {formatDate(item.addedAt)}</p>
              <div className={own.actions}>
                {item.card?.offer.isAvailable && (
                  <QuickAddButton productId={item.productId} slug={item.card.slug} name={name} label="Adicionar ao carrinho" className={buttonClassName({ size: 'small', block: true })} />
                )}
                <button type="button" className={styles.remove} disabled={removing === item.productId} onClick={() => void remove(item)}>
                  Remover<span className="visually-hidden"> {name} dos favoritos</span>
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
