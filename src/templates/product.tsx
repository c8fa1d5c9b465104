import type { HeadFC, PageProps } from 'gatsby'

import { storeConfig } from '../config/store'
import type { ProductPageContext } from '../lib/product/types'
import { CommerceOverlays } from '../components/cart/CommerceOverlays'
import { EnsureCart } from '../components/cart/EnsureCart'
import { seedShell } from '../components/home/seedContent'
import { Layout } from '../components/layout/Layout'
import type { ShellContent } from '../components/layout/types'
import { ProductSeo } from '../components/product/ProductSeo'
import { ProductView } from '../components/product/ProductView'

export type ProductTemplateContext = ProductPageContext & { shell?: ShellContent }

/** /{linkText}/p, /{linkText}/kit and /cartao-presente/p (context from src/build/product-pages.ts). */
export default function ProductTemplate({ pageContext, location }: PageProps<object, ProductTemplateContext>) {
  // The shell comes with the page context once the foundation passes it; the seed content until then.
  const shell = pageContext.shell ?? seedShell(storeConfig.variant)
  return (
    <EnsureCart>
      <Layout shell={shell} location={location}>
        <ProductView product={pageContext.product} />
      </Layout>
      <CommerceOverlays pathname={location.pathname} />
    </EnsureCart>
  )
}

export const Head: HeadFC<object, ProductTemplateContext> = ({ pageContext }) => <ProductSeo product={pageContext.product} />
