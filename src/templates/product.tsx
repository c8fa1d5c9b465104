import { useMemo } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import { pdpOfNode, type ProductPageData } from '../components/product/product-query'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'
import { ProductCardActions } from '../components/quick-add/ProductCardActions'
import type { ProductPageContext } from '../lib/product/types'

/**
 * /{linkText}/p, /{linkText}/kit and /cartao-presente/p: the product's
 * CatalogueProduct node, read by the page query. The shell (header, footer,
 * cart overlays) comes from wrapPageElement, the cart from the root element.
 */
/** The similar products' cards: the wishlist heart and quick-add. */
const cardActions = (card: { productId: string; slug: string; name: string }) => <ProductCardActions {...card} />

export default function ProductTemplate({ data }: PageProps<ProductPageData, ProductPageContext>) {
  const product = useMemo(() => pdpOfNode(data.catalogueProduct), [data])
  return <ProductView product={product} cardActions={cardActions} />
}

export const query = graphql`
  query ProductPage($productId: String!) {
    catalogueProduct(productId: { eq: $productId }) {
      ...ProductPageFields
    }
  }
`

export const Head: HeadFC<ProductPageData, ProductPageContext> = ({ data }) => <ProductSeo product={pdpOfNode(data.catalogueProduct)} />
