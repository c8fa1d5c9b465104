import { categoryTrail } from '../../lib/product/category-trail'
import type { PdpProduct } from '../../lib/product/types'

/** A product page's page query answer (the CatalogueProduct node of src/build/catalogue-nodes.ts). */
export interface ProductNodeData extends Omit<PdpProduct, 'id' | 'breadcrumbs' | 'categories'> {
  productId: string
  categoryNodes: Array<{ name: string; slug: string }>
}

export interface ProductPageData {
  catalogueProduct: ProductNodeData
}

/** The product page's data of its query answer: the node's fields, with breadcrumbs and category paths from its categories. */
export function pdpOfNode(node: ProductNodeData): PdpProduct {
  const { productId, categoryNodes, ...fields } = node
  return { ...fields, id: productId, ...categoryTrail(categoryNodes) }
}
