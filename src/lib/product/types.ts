/**
 * The product page's static data (Gatsby page context): what a product page
 * needs at build time. Money is integer cents, as the catalogue keeps it;
 * price and stock are refreshed in the browser (see live-offers.ts).
 */

export interface PdpInstallment {
  count: number
  /** One instalment, cents. */
  value: number
  /** Monthly interest rate in percent (0 = interest-free). */
  interestRate: number
  /** Total paid, cents. */
  totalValue: number
  /** Valid only with the store's own card. */
  onlyStoreCard: boolean
}

export interface PdpOffer {
  sellerId: string
  sellerName: string
  /** Selling price, cents. */
  price: number
  /** List price, cents. */
  listPrice: number
  /** Units available; 0 = out of stock. */
  quantity: number
  installments: PdpInstallment[]
}

export interface PdpImage {
  url: string
  alt: string
}

export interface PdpSku {
  id: string
  name: string
  ean: string
  refId: string
  manufacturerCode: string
  /** Variation values by variation name, e.g. { Cor: 'Azul', Tamanho: 'M' }. */
  variations: Record<string, string>
  images: PdpImage[]
  /** One offer per seller; the first is the default seller. */
  offers: PdpOffer[]
}

export interface PdpFlag {
  value: string
  color: string
  textColor: string
}

export interface PdpBreadcrumb {
  name: string
  href: string
}

export interface PdpSizeGuide {
  recommendation: string | null
  how_to_measure: Array<{
    title: string
    subtitle: string
    description: string
    imageUrl: string
    details: Array<{ label: string; value: string }>
  }>
  conception_sizes_details: Array<{
    name: string
    unit_of_reference: string
    sizes: Array<{ label: string; value: string }>
  }>
}

export interface PdpProduct {
  id: string
  name: string
  linkText: string
  /** Canonical page path: /{linkText}/p or /{linkText}/kit. */
  path: string
  brand: string
  description: string
  specifications: Array<{ name: string; values: string[] }>
  breadcrumbs: PdpBreadcrumb[]
  /** Category slash paths for analytics, e.g. '/Esportes/Futebol/'. */
  categories: string[]
  sport: string | null
  gender: string
  productReference: string
  isKit: boolean
  isGiftCard: boolean
  flags: PdpFlag[]
  /** Variation names in display order (e.g. ['Cor', 'Tamanho']). */
  variationNames: string[]
  skus: PdpSku[]
  sizeGuide: PdpSizeGuide | null
}

/** Page context of a product page: the catalogue product its page query reads. */
export interface ProductPageContext {
  productId: string
}

/** Page context of /product/{manufacturerCode}/{storeId}: SKU page address by manufacturer code. */
export interface ProductLookupContext {
  codes: Record<string, string>
}

/** '/product/1234567/arenastore' → '1234567'. */
export function manufacturerCodeOf(pathname: string): string | null {
  const match = /^\/product\/([^/]+)/.exec(pathname)
  return match ? decodeURIComponent(match[1]) : null
}
