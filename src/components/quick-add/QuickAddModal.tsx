import { useState } from 'react'

import { QUICK_ADD_MODAL_HEIGHT } from '../../config/constants'
import type { PdpProduct } from '../../lib/product/types'
import { useCart } from '../../sdk/cart'
import { BuyButtons } from '../product/BuyButtons'
import { buyItemFor } from '../product/buy-item'
import { buyState } from '../product/buy-state'
import { PriceBox } from '../product/PriceBox'
import type { BuyItem, BuyMode } from '../product/buy-types'
import { useSkuSelection } from '../product/useSkuSelection'
import { VariationSelectors } from '../product/VariationSelectors'
import { Modal } from '../ui'
import * as styles from './QuickAdd.module.css'
import { ProductImage } from '../product-image'

/** Selection modal of quick-add (90dvh, 120 × 120 image). */
export interface QuickAddModalProps {
  product: PdpProduct
  onClose: () => void
  /** Puts the chosen SKU in the cart (the caller's add flow, gift card rule included). */
  onBuy: (item: BuyItem, mode: BuyMode) => void
  busy?: boolean
}

export function QuickAddModal({ product, onClose, onBuy: buy, busy = false }: QuickAddModalProps) {
  const selection = useSkuSelection(product)
  const { sku, offer, missing } = selection
  const cart = useCart()
  const [showMissing, setShowMissing] = useState(false)
  const state = buyState(sku, offer, cart)

  const onBuy = (mode: BuyMode) => {
    const chosen = selection.chosenSku
    if (!chosen) {
      setShowMissing(true)
      return
    }
    const chosenOffer = chosen.offers.find((o) => o.quantity > 0) ?? chosen.offers[0]
    if (!chosenOffer) return
    buy(buyItemFor(product, chosen, chosenOffer), mode)
  }

  return (
    <Modal isOpen onClose={onClose} title={product.name} height={QUICK_ADD_MODAL_HEIGHT} fixedHeight placement="side" testId="quick-add-modal">
        <div className={styles.modalBody}>
          <div className={styles.summary}>
            {sku?.images[0] && (
              <ProductImage url={sku.images[0].url} slot="quickAdd" alt={sku.images[0].alt} className={styles.image} priority />
            )}
            <PriceBox offer={offer && offer.quantity > 0 ? offer : null} />
          </div>
          <VariationSelectors
            skus={product.skus}
            names={product.variationNames}
            selection={selection.selection}
            onChoose={(name, value) => {
              selection.choose(name, value)
              setShowMissing(false)
            }}
            missing={showMissing ? missing : []}
          />
          <BuyButtons disabled={state.disabled} busy={busy} reason={state.reason} onAdd={() => onBuy('add')} onBuyNow={() => onBuy('buy')} />
          <a href={product.path} className={styles.details}>
            Ver detalhes do produto
          </a>
        </div>
    </Modal>
  )
}
