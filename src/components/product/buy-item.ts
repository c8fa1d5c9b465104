import type { PdpOffer, PdpProduct, PdpSku } from '../../lib/product/types'
import { variationText } from '../../lib/product/variations'
import type { BuyItem } from './buy-types'

/** One unit of the chosen SKU, at the chosen seller's offer, as the cart gets it. */
export function buyItemFor(product: Pick<PdpProduct, 'id' | 'name' | 'path'>, sku: PdpSku, offer: PdpOffer): BuyItem {
  return {
    productId: product.id,
    skuId: sku.id,
    sellerId: offer.sellerId,
    price: offer.price,
    listPrice: offer.listPrice,
    quantity: 1,
    name: product.name,
    variation: variationText(sku.variations),
    imageUrl: sku.images[0]?.url ?? '',
    detailUrl: product.path,
    ean: sku.ean,
  }
}
