import { lazy, Suspense, useMemo } from 'react'
import { graphql, type HeadFC, type PageProps } from 'gatsby'

import { pdpOfNode, type ProductPageData } from '../components/product/product-query'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'
import type { ProductPageContext } from '../lib/product/types'

/**
 * /{linkText}/p, /{linkText}/kit and /cartao-presente/p: the product's
 * CatalogueProduct node, read by the page query. The shell (header, footer,
 * cart overlays) comes from wrapPageElement, the cart from the root element.
 */
// The similar products' cards: the wishlist heart and quick-add, loaded with the shelf (below the fold).
const ProductCardActions = lazy(() => import('../components/quick-add/ProductCardActions').then((module) => ({ default: module.ProductCardActions })))
const cardActions = (card: { productId: string; slug: string; name: string }) => (
  <Suspense fallback={null}>
    <ProductCardActions {...card} />
  </Suspense>
)

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
