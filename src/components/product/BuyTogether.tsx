import { useMemo, useState } from 'react'

import { GIFT_CARD_PRODUCT_ID } from '../../config/constants'
import { formatBRL, formatCents } from '../../config/money'
import type { PdpOffer, PdpProduct, PdpSku } from '../../lib/product/types'
import { variationText } from '../../lib/product/variations'
import { CartItemLimitError, useCart } from '../../sdk/cart'
import { useCartFeedback } from '../../sdk/cartFeedback'
import { useToast } from '../../sdk/toast'
import { useUI } from '../../sdk/ui'
import { defaultSeller, productSlug } from '../product-card'
import { Button } from '../ui'
import * as styles from './Product.module.css'
import type { RecommendationsResponse, SearchItem, SearchProduct } from '../../contracts/search'
import { showcaseOf } from './recommendations-fetch'
import { CART_LIMIT_MESSAGE } from '../../contracts/cart-messages'
import { ADD_FAILED_MESSAGE } from './buy-types'
import { isKitProduct } from '../../contracts/kit-product'
import { ProductImage } from '../product-image'

export const SELECT_AN_OPTION = 'Selecione uma opção'
const CROSS_SELL_MAX = 2

const itemLabel = (item: SearchItem): string =>
  variationText(Object.fromEntries(item.variations.map((v) => [v.name, v.values[0]]))) || item.name || item.itemId

const available = (item: SearchItem): boolean => (defaultSeller(item)?.commertialOffer.AvailableQuantity ?? 0) > 0

/** 'Compre junto' (FrequentlyBoughtTogether): this product plus up to two others; hidden without data. */
export function BuyTogether({ product, sku, offer, showcases }: { product: PdpProduct; sku: PdpSku | null; offer: PdpOffer | null; showcases: RecommendationsResponse | null }) {
  const showcase = showcaseOf(showcases, 'FrequentlyBoughtTogether')
  const others = useMemo(
    () =>
      (showcase?.products ?? [])
        .filter((p) => p.productId !== product.id && p.productId !== GIFT_CARD_PRODUCT_ID && p.items.some(available))
        .slice(0, CROSS_SELL_MAX),
    [showcase, product.id],
  )
  const [chosen, setChosen] = useState<Record<string, string>>({})
  const [showErrors, setShowErrors] = useState(false)
  const cart = useCart()
  const { pushToast } = useToast()
  const { openMinicart } = useUI()
  const { clearAddedItem } = useCartFeedback()
  if (others.length === 0 || !sku || !offer || offer.quantity <= 0) return null

  const pick = (p: SearchProduct): SearchItem | null => {
    const items = p.items.filter(available)
    if (items.length === 1) return items[0]
    return items.find((item) => item.itemId === chosen[p.productId]) ?? null
  }
  const total = offer.price / 100 + others.reduce((sum, p) => sum + (defaultSeller(pick(p) ?? p.items.find(available)!)?.commertialOffer.Price ?? 0), 0)

  const addAll = async () => {
    const picks = others.map((p) => ({ p, item: pick(p) }))
    if (picks.some(({ item }) => !item)) {
      setShowErrors(true)
      return
    }
    try {
      await cart.addItems([
        { id: sku.id, productId: product.id, quantity: 1, seller: offer.sellerId, price: offer.price, preview: { name: product.name, imageUrl: sku.images[0]?.url } },
        ...picks.map(({ p, item }) => {
          const seller = defaultSeller(item!)!
          return {
            id: item!.itemId,
            productId: p.productId,
            quantity: 1,
            seller: seller.sellerId,
            price: Math.round(seller.commertialOffer.Price * 100),
            preview: { name: p.productName, imageUrl: item!.images[0]?.imageUrl },
          }
        }),
      ])
      clearAddedItem()
      openMinicart()
    } catch (error) {
      pushToast({ text: error instanceof CartItemLimitError ? CART_LIMIT_MESSAGE : ADD_FAILED_MESSAGE, variant: 'error' })
    }
  }

  return (
    <section className={styles.buyTogether} aria-labelledby="buy-together-title" data-testid="buy-together">
      <h2 id="buy-together-title" className={styles.sectionTitle}>
        Compre junto
      </h2>
      <ul className={styles.buyTogetherList}>
        <li className={styles.crossItem}>
          <ProductImage url={sku.images[0]?.url ?? ''} slot="crossSell" alt="" />
          <div>
            <p className={styles.crossName}>{product.name}</p>
            <p>{formatCents(offer.price)}</p>
          </div>
        </li>
        {others.map((p) => {
          const items = p.items.filter(available)
          const item = pick(p)
          const price = defaultSeller(item ?? items[0])?.commertialOffer.Price ?? 0
          const selectId = `buy-together-${p.productId}`
          return (
            <li key={p.productId} className={styles.crossItem}>
              <ProductImage url={(item ?? items[0]).images[0]?.imageUrl ?? ''} slot="crossSell" alt="" />
              <div>
                <a className={styles.crossName} href={productSlug({ link: p.link, linkText: p.linkText, isKit: isKitProduct(p) })}>
                  {p.productName}
                </a>
                <p>{formatBRL(price)}</p>
                {items.length > 1 && (
                  <>
                    <label className="visually-hidden" htmlFor={selectId}>
                      {SELECT_AN_OPTION}
                    </label>
                    <select
                      id={selectId}
                      className={styles.select}
                      value={chosen[p.productId] ?? ''}
                      onChange={(event) => setChosen({ ...chosen, [p.productId]: event.target.value })}
                    >
                      <option value="" disabled>
                        {SELECT_AN_OPTION}
                      </option>
                      {items.map((option) => (
                        <option key={option.itemId} value={option.itemId}>
                          {itemLabel(option)}
                        </option>
                      ))}
                    </select>
                    {showErrors && !item && (
                      <p className={styles.fieldError} role="alert">
                        {SELECT_AN_OPTION}
                      </p>
                    )}
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <div className={styles.buyTogetherTotal}>
        <p>
          Total: <strong>{formatBRL(total)}</strong>
        </p>
        <Button variant="primary" onClick={() => void addAll()}>
          Comprar junto
        </Button>
      </div>
    </section>
  )
}
