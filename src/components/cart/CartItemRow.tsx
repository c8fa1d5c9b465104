import { formatBRL } from '../../config/money'
import { RETAILER_SELLER_NAME } from '../../config/store'
import type { CartItem, ItemAdditionalInfo, OrderFormSeller } from '../../sdk/cart'
import * as styles from './Cart.module.css'
import { QuantityStepper } from './QuantityStepper'
import { ProductImage } from '../product-image'

export interface CartItemRowProps {
  item: CartItem
  sellers: OrderFormSeller[]
  onQuantity: (quantity: number) => void
  onRemove: () => void
  onLimit: () => void
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** The variation text of a cart line (colour / size from additional info). */
export function itemVariation(item: CartItem): string {
  const info: Partial<ItemAdditionalInfo> = item.additionalInfo ?? {}
  return [str(info.color), str(info.size)].filter(Boolean).join(' / ')
}

export function sellerNameOf(item: CartItem, sellers: OrderFormSeller[]): string {
  const seller = sellers.find((s) => s.id === item.seller)
  if (item.seller === '1') return RETAILER_SELLER_NAME
  return seller?.name ?? item.seller
}

/** A cart line: image, name, variation, seller, prices (from cents), stepper and remove. */
export function CartItemRow({ item, sellers, onQuantity, onRemove, onLimit }: CartItemRowProps) {
  const variation = itemVariation(item)
  return (
    <li className={styles.row} data-testid="cart-item" data-sku-id={item.id}>
      {item.imageUrl ? <ProductImage url={item.imageUrl} slot="cartLine" alt="" className={styles.rowImage} /> : <span className={styles.rowImage} />}
      <div className={styles.rowInfo}>
        {item.detailUrl ? (
          <a href={item.detailUrl} className={styles.itemName}>
            {item.name}
          </a>
        ) : (
          <p className={styles.itemName}>{item.name}</p>
        )}
        {variation && <p className={styles.muted}>{variation}</p>}
        <p className={styles.muted} data-testid="cart-item-seller">
          Vendido por {sellerNameOf(item, sellers)}
        </p>
        <div className={styles.rowPrices}>
          {item.hasDiscount && <s className={styles.muted}>{formatBRL(item.listPrice)}</s>}
          <strong data-testid="cart-item-price">{formatBRL(item.sellingPrice)}</strong>
        </div>
      </div>
      <div className={styles.rowActions}>
        <QuantityStepper value={item.quantity} onChange={onQuantity} onLimit={onLimit} label={`Quantidade de ${item.name}`} />
        <p className={styles.lineTotal}>{formatBRL(item.sellingPrice * item.quantity)}</p>
        <button type="button" className={styles.remove} onClick={onRemove} data-testid="cart-item-remove">
          Remover
        </button>
      </div>
    </li>
  )
}
