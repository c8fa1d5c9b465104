import { RETAILER_SELLER_NAME } from '../../config/store'
import { sellerMix } from '../../lib/product/seller-mix'
import * as styles from './Cart.module.css'

const TEXT = {
  retailer: `Todos os produtos são vendidos e entregues por ${RETAILER_SELLER_NAME}.`,
  marketplace: 'Os produtos são vendidos e entregues por lojas parceiras.',
  mixed: `Seu carrinho tem produtos de ${RETAILER_SELLER_NAME} e de lojas parceiras: as entregas podem chegar separadas.`,
} as const

/** The cart's seller mix: only the retailer's own seller, only other sellers (marketplace), or both (mixed). */
export function SellerMixNote({ items }: { items: ReadonlyArray<{ seller: string }> }) {
  const mix = sellerMix(items)
  if (!mix) return null
  return (
    <p className={styles.sellerMix} data-testid="seller-mix" data-mix={mix}>
      {TEXT[mix]}
    </p>
  )
}
