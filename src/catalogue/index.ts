/** The catalogue: model, generator, taxonomy, pictures and lookup helpers. */
import { PLACEHOLDER_VARIATION_VALUES } from '../config/constants'
import type { Catalogue, Product, Sku } from './model'

export * from './model'
export { bestInstallment, defaultOffer, firstAvailableOffer, isProductAvailable, isSkuAvailable } from './offers'
export {
  DEFAULT_CATALOGUE_SEED,
  DEFAULT_CATALOGUE_SIZE,
  ean13CheckDigit,
  generateCatalogue,
  GIFT_CARD_LINK_TEXT,
  GIFT_CARD_NAME,
  GIFT_CARD_VALUES,
  MARKETPLACE_SELLERS,
  PRODUCT_ID_BASE,
  RETAILER_SELLER,
  SKU_ID_BASE,
  WELL_KNOWN_PRODUCTS,
  type GenerateCatalogueOptions,
} from './generator/generate'
export { subcategoriesOf, TAXONOMY_FILES, taxonomyFromContent, type Taxonomy, type TaxonomyDocuments } from './taxonomy'
export {
  iconForName,
  imageParamsFor,
  parseProductImageFile,
  productImageSvg,
  productImageUrl,
  sizeGuideSvg,
  type ProductImageParams,
} from './images'
export { discountPercent } from './generator/pricing'
export { slugify } from './generator/product-types'

export interface SkuEntry {
  product: Product
  sku: Sku
}

export interface CatalogueIndex {
  productsById: Map<string, Product>
  productsByLinkText: Map<string, Product>
  skusById: Map<string, SkuEntry>
  /** Manufacturer codes are unique per SKU. */
  skusByManufacturerCode: Map<string, SkuEntry>
}

/** Lookup maps of a catalogue, built in one pass. */
export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const index: CatalogueIndex = {
    productsById: new Map(),
    productsByLinkText: new Map(),
    skusById: new Map(),
    skusByManufacturerCode: new Map(),
  }
  for (const product of catalogue.products) {
    index.productsById.set(product.id, product)
    index.productsByLinkText.set(product.linkText, product)
    for (const sku of product.skus) {
      const entry = { product, sku }
      index.skusById.set(sku.id, entry)
      index.skusByManufacturerCode.set(sku.manufacturerCode, entry)
    }
  }
  return index
}

/** Placeholder values (ÚNICO, UN, …) stand for "no real choice" and are never shown as selectors. */
export function isPlaceholderVariationValue(value: string): boolean {
  return (PLACEHOLDER_VARIATION_VALUES as readonly string[]).includes(value)
}

/** Site path of a product page: /{linkText}/p, or /{linkText}/kit for kits. */
export function productPath(product: Pick<Product, 'linkText' | 'isKit'>): string {
  return `/${product.linkText}/${product.isKit ? 'kit' : 'p'}`
}
