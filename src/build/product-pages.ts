import { productPath } from '../catalogue'
import { skuPath } from '../lib/product/sku-path'
import type { ProductLookupContext, ProductPageContext } from '../lib/product/types'
import type { Catalogue } from '../catalogue/model'

/** Templates of the pages below, relative to the project root. */
export const PRODUCT_TEMPLATES = {
  product: 'src/templates/product.tsx',
  lookup: 'src/templates/product-lookup.tsx',
} as const

export type ProductPage =
  | { template: 'product'; path: string; matchPath?: undefined; context: ProductPageContext }
  | { template: 'lookup'; path: string; matchPath: string; context: ProductLookupContext }

/** The client-only page answering /product/{manufacturerCode}/{storeId}. */
export const PRODUCT_LOOKUP_PATH = '/product'

/**
 * Every product page: /{linkText}/p, kits /{linkText}/kit, the
 * gift card /cartao-presente/p; plus one client-only page that resolves
 * /product/{manufacturerCode}/{storeId} to the product page of that SKU.
 *
 * gatsby-node (createPages):
 *   for (const page of productPages(catalogue)) actions.createPage({
 *     path: page.path, matchPath: page.matchPath, context: page.context,
 *     component: path.resolve(PRODUCT_TEMPLATES[page.template]) })
 */
export function productPages(catalogue: Catalogue): ProductPage[] {
  const pages: ProductPage[] = []
  const codes: Record<string, string> = {}
  for (const product of catalogue.products) {
    const path = productPath(product)
    pages.push({ template: 'product', path, context: { productId: product.id } })
    for (const sku of product.skus) codes[sku.manufacturerCode] ??= skuPath(path, sku.id)
  }
  pages.push({ template: 'lookup', path: PRODUCT_LOOKUP_PATH, matchPath: `${PRODUCT_LOOKUP_PATH}/*`, context: { codes } })
  return pages
}
