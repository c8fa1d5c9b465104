import { useMemo } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import { CommerceOverlays } from '../components/cart/CommerceOverlays'
import { EnsureCart } from '../components/cart/EnsureCart'
import { pdpOfNode, type ProductPageData } from '../components/product/product-query'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'
import type { ProductPageContext } from '../lib/product/types'

/**
 * /{linkText}/p, /{linkText}/kit and /cartao-presente/p: the product's
 * CatalogueProduct node, read by the page query. The shell (header, footer)
 * comes from wrapPageElement.
 */
export default function ProductTemplate({ data, location }: PageProps<ProductPageData, ProductPageContext>) {
  const product = useMemo(() => pdpOfNode(data.catalogueProduct), [data])
  return (
    <EnsureCart>
      <ProductView product={product} />
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const query = graphql`
  query ProductPage($productId: String!) {
    catalogueProduct(productId: { eq: $productId }) {
      ...ProductPageFields
    }
  }
`

export const Head: HeadFC<ProductPageData, ProductPageContext> = ({ data }) => <ProductSeo product={pdpOfNode(data.catalogueProduct)} />
