/** The catalogue: model, taxonomy, pricing rules, pictures and lookup helpers (the demo catalogue's generator is src/demo). */
import { PLACEHOLDER_VARIATION_VALUES } from '../config/constants'
import type { Catalogue, Product, Sku } from './model'

export * from './model'
export { bestInstallment, defaultOffer, firstAvailableOffer, isProductAvailable, isSkuAvailable } from './offers'
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
export { discountPercent } from './pricing'
export { ean13CheckDigit } from './ean'
export { slugify } from './slug'

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
