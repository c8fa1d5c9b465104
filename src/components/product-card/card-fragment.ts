import { graphql } from 'gatsby'

/*
 * Gatsby reads this fragment from the source (query extraction), by its name:
 * the product card of a CatalogueProduct node (src/build/catalogue-nodes.ts),
 * as page queries read it: `nodes { card { ...CatalogueCardFields } }`.
 */
export const catalogueCardFields = graphql`
  fragment CatalogueCardFields on CatalogueCard {
    productId
    name
    brand
    slug
    imageUrl
    imageAlt
    offer {
      price
      listPrice
      isAvailable
    }
    installment {
      count
      value
    }
    flags {
      value
      color
      textColor
    }
    skuId
    sellerId
  }
`
