/** What the buy buttons put in the cart, how, and the failure toast's text. */
export const ADD_FAILED_MESSAGE = 'Não foi possível adicionar o produto ao carrinho. Tente novamente.'

/** A SKU to put in the cart (money in cents). */
export interface BuyItem {
  productId: string
  skuId: string
  sellerId: string
  /** Cents. */
  price: number
  listPrice: number
  quantity: number
  name: string
  /** Variation text shown in the feedback ('Azul / M'). */
  variation: string
  imageUrl: string
  detailUrl: string
  ean?: string
}

export type BuyMode = 'add' | 'buy'
