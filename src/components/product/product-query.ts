import { graphql } from 'gatsby'
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

/** Every field a product page reads (the quick-add modal reads the same page data). */
export const productPageFields = graphql`
  fragment ProductPageFields on CatalogueProduct {
    productId
    name
    linkText
    path
    brand
    description
    specifications {
      name
      values
    }
    categoryNodes {
      name
      slug
    }
    sport
    gender
    productReference
    isKit
    isGiftCard
    flags {
      value
      color
      textColor
    }
    variationNames
    skus {
      id
      name
      ean
      refId
      manufacturerCode
      variations
      images {
        url
        alt
      }
      offers {
        sellerId
        sellerName
        price
        listPrice
        quantity
        installments {
          count
          value
          interestRate
          totalValue
          onlyStoreCard
        }
      }
    }
    sizeGuide
  }
`
