import { useCallback, useMemo, useState } from 'react'

import { defaultOffer } from '../../lib/product/price'
import type { PdpOffer, PdpProduct, PdpSku } from '../../lib/product/types'
import { chooseVariation, initialSelection, missingVariations, skuForSelection, type Selection } from '../../lib/product/variations'

export interface SkuSelection {
  selection: Selection
  /** The SKU the view shows (images, price). */
  sku: PdpSku | null
  /** The SKU of a complete selection; null while a visible variation is unchosen. */
  chosenSku: PdpSku | null
  offer: PdpOffer | null
  missing: string[]
  choose: (name: string, value: string) => PdpSku | null
  /** Applies a SKU asked for by the address (?skuId=). */
  selectSku: (skuId: string) => void
}

/** Variation state of a product view over the pure rules of lib/product/variations. */
export function useSkuSelection(product: PdpProduct, initialSkuId: string | null = null): SkuSelection {
  const { skus, variationNames: names } = product
  const [state, setState] = useState(() => initialSelection(skus, names, initialSkuId))
  const choose = useCallback(
    (name: string, value: string) => {
      const next = chooseVariation(skus, names, state.selection, name, value)
      setState(next)
      return next.sku
    },
    [skus, names, state.selection],
  )
  const selectSku = useCallback((skuId: string) => setState(initialSelection(skus, names, skuId)), [skus, names])
  // Live offers replace the SKU objects: look the current one up again by id.
  const sku = useMemo(() => (state.sku ? skus.find((s) => s.id === state.sku?.id) ?? null : null), [skus, state.sku])
  const chosenSku = skuForSelection(skus, names, state.selection)
  const missing = missingVariations(skus, names, state.selection)
  const offer = sku ? defaultOffer(sku.offers) : null
  return { selection: state.selection, sku, chosenSku: missing.length === 0 ? chosenSku ?? (skus.length === 1 ? skus[0] : null) : null, offer, missing, choose, selectSku }
}
