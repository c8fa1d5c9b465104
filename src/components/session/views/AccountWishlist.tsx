import { useEffect, useState } from 'react'

import { getWishlist, removeProductFromWishlist } from '../../../commerce/wishlist'
import type { Wishlist } from '../../../commerce/wishlist'
import { accountPaths } from '../account-links'
import * as styles from '../AccountPages.module.css'
import { formatDate } from '../format'
import { AccountFrame, EmptyState } from './AccountFrame'

type WishlistState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; wishlist: Wishlist | null }

export interface WishlistApi {
  getWishlist: () => Promise<Wishlist | null>
  removeProductFromWishlist: (wishlistId: string, productId: string) => Promise<Wishlist>
}

const defaultApi: WishlistApi = { getWishlist, removeProductFromWishlist }

function WishlistContent({ api }: { api: WishlistApi }) {
  const [state, setState] = useState<WishlistState>({ status: 'loading' })
  const [removing, setRemoving] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    api
      .getWishlist()
      .then((wishlist) => !cancelled && setState({ status: 'ready', wishlist }))
      .catch(() => !cancelled && setState({ status: 'error' }))
    return () => {
      cancelled = true
    }
  }, [api])

  if (state.status === 'loading') return <p className={styles.loading}>Carregando seus favoritos…</p>
  if (state.status === 'error') {
    return <EmptyState title="Não foi possível carregar seus favoritos" text="Tente novamente em alguns instantes." />
  }
  const { wishlist } = state
  const products = [...(wishlist?.products ?? [])].reverse()
  if (!wishlist || products.length === 0) {
    return (
      <EmptyState
        title="Sua lista de favoritos está vazia"
        text="Toque no coração dos produtos que você gostou para encontrá-los aqui depois."
        action={{ label: 'Explorar produtos', href: '/' }}
      />
    )
  }

  const remove = async (productId: string) => {
    setRemoving(productId)
    try {
      const next = await api.removeProductFromWishlist(wishlist.id, productId)
      setState({ status: 'ready', wishlist: next })
    } catch {
      setState({ status: 'error' })
    } finally {
      setRemoving(null)
    }
  }

  return (
    <>
      <p className={styles.lead}>
        {products.length === 1 ? '1 produto salvo' : `${products.length} produtos salvos`}
      </p>
      <ul className={styles.wishlist} data-testid="account-wishlist">
        {products.map((item) => (
          <li key={item.productId} className={styles.wishlistItem}>
            <div>
              <p className={styles.cardTitle}>Produto {item.productId}</p>
              <p className={styles.lead}>Adicionado em {formatDate(item.addedAt)}</p>
            </div>
            <button
              type="button"
              className={styles.remove}
              disabled={removing === item.productId}
              onClick={() => void remove(item.productId)}
              aria-label={`Remover o produto ${item.productId} dos favoritos`}
            >
              Remover
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

/** /account/wishlist: the saved products (getWishlist), removable one by one. */
export function AccountWishlist({ api = defaultApi }: { api?: WishlistApi }) {
  return (
    <AccountFrame current={accountPaths().wishlist} title="Meus favoritos">
      {() => <WishlistContent api={api} />}
    </AccountFrame>
  )
}
