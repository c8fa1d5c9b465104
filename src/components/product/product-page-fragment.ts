import { graphql } from 'gatsby'

/*
 * Gatsby reads this fragment from the source (query extraction), by its name:
 * the product template's page query spreads `...ProductPageFields`; the answer
 * is mapped by pdpOfNode (product-query.ts).
 */
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
