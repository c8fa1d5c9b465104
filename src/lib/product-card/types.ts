/** A product flag as the catalogue sends it: value, color, textColor. */
export interface ProductCardFlag {
  value: string
  color: string
  textColor: string
}

/** The instalment shown as 'ou {amount} no cartão'. */
export interface ProductCardInstallment {
  count: number
  /** Value of one instalment, in reais. */
  value: number
}

/**
 * Everything a product card shows, in plain
 * data so the card renders the same from a search response, page context or a
 * test. Money in reais.
 */
export interface ProductCardData {
  productId: string
  name: string
  brand: string
  /** Product page address: link, else linkText + /p, or /kit for kits. */
  slug: string
  imageUrl: string
  imageAlt: string
  offer: {
    price: number
    listPrice: number
    isAvailable: boolean
  }
  installment: ProductCardInstallment | null
  flags: ProductCardFlag[]
  /** Default SKU and seller (for quick-add later). */
  skuId: string | null
  sellerId: string | null
}
