import type { HeadFC, PageProps } from 'gatsby'

import type { ProductPageContext } from '../lib/product/types'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'

/**
 * /{linkText}/p, /{linkText}/kit and /cartao-presente/p (context from
 * src/build/product-pages.ts). The shell (header, footer, cart overlays)
 * comes from wrapPageElement, the cart from the root element.
 */
export default function ProductTemplate({ pageContext }: PageProps<object, ProductPageContext>) {
  return <ProductView product={pageContext.product} />
}

export const Head: HeadFC<object, ProductPageContext> = ({ pageContext }) => <ProductSeo product={pageContext.product} />
