import type { HeadFC, PageProps } from 'gatsby'

import type { ProductPageContext } from '../lib/product/types'
import { CommerceOverlays } from '../components/cart/CommerceOverlays'
import { EnsureCart } from '../components/cart/EnsureCart'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'

/**
 * /{linkText}/p, /{linkText}/kit and /cartao-presente/p (context from
 * src/build/product-pages.ts). The shell (header, footer) comes from wrapPageElement.
 */
export default function ProductTemplate({ pageContext, location }: PageProps<object, ProductPageContext>) {
  return (
    <EnsureCart>
      <ProductView product={pageContext.product} />
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const Head: HeadFC<object, ProductPageContext> = ({ pageContext }) => <ProductSeo product={pageContext.product} />
